import englishMessages from 'ra-language-english';
import { dueStatusNames, vehicleTypeNames } from '../../contract/vocabulary';
import { serverMessagesEnglish } from './serverMessages';
import { resourceMessages } from './resourceMessages';
import type { Catalogue } from './catalogue';

/**
 * The English catalogue: the key source. German and Albanian are typed against `FleetMessages`, so a
 * missing or extra key fails the type check, and tests/ui/i18n.test.ts proves the same at run time,
 * react-admin's own `ra.*` messages included.
 */
const fleet = {
  app: {
    name: 'Fleet',
    tagline: 'Every vehicle, every branch, every inspection on time.',
    panel_quote: 'Know what is due before it is overdue: registrations, services and repairs for the whole fleet in one place.',
  },
  auth: {
    sign_in: 'Sign in',
    sign_in_intro: 'Enter your username or email and your password.',
    username: 'Username',
    password: 'Password',
    loading: 'Loading...',
    signed_in: 'Successfully signed in',
    welcome: 'Welcome, %{name}',
    sign_in_failed: 'Error on log in',
    sign_in_failed_description: 'There is an issue with logging your user in',
    sign_out: 'Sign out',
    signed_out: 'Successfully signed out',
    see_you: 'See you next time',
    sign_out_failed: 'Error with sign out',
    sign_out_failed_description: 'There is an issue with signing you out of your account. Please contact support',
    sign_up: 'Sign up',
    sign_up_intro: 'Activate the account your administrator created for you.',
    email: 'Email',
    confirm_password: 'Confirm password',
    have_account: 'Already have an account?',
    back_to_sign_in: 'Back to sign in',
    invitation_missing: 'Open the invitation link that your administrator sent you to sign up.',
    signed_up: 'Your account is ready',
    sign_up_failed: 'Error on sign up',
    session_ended: 'Your session has ended. Please sign in again.',
  },
  access: {
    denied: 'You do not have access to view that page',
    ask: 'Please ask for permissions on your organization',
  },
  not_found: {
    title: 'Path not found',
    description: 'The page you are looking for does not exist.',
    home: 'Go to the start page',
  },
  layout: {
    all_branches: 'All branches',
    branch: 'Branch',
    toggle_sidebar: 'Toggle sidebar',
    navigation: 'Navigation',
    signed_in_as: 'Signed in as %{name}',
  },
  language: {
    label: 'Language',
  },
  theme: {
    label: 'Theme',
    light: 'Light',
    dark: 'Dark',
    system: 'System',
  },
  roles: {
    superadmin: 'super admin',
    admin: 'admin',
    moderator: 'moderator',
    user: 'user',
  },
  notification: {
    close: 'Close',
    error: 'Something went wrong',
  },
  format: {
    missing_date: 'N/A',
    no_branch: 'No Branch Assigned',
  },
  vehicle_types: vehicleTypeNames.en,
  due_status: dueStatusNames.en,
  vehicle_details: {
    not_found: 'Vehicle not found',
    go_back: 'Go Back',
  },
  table: {
    showing: 'Showing %{from} to %{to} of %{total} records',
    page: 'Page %{page} of %{pages}',
    previous: 'Previous',
    next: 'Next',
    page_size: 'Select page size',
    rows_per_page: 'Rows per page',
    selected: '%{selected} of %{total} row(s) selected',
    no_records: 'No records found',
    loading: 'Loading...',
    actions: 'Actions',
    columns: 'Columns',
    search: 'Search',
    date_from: 'From',
    date_to: 'To',
    clear_filters: 'Clear filters',
  },
  form: {
    loading: 'Loading...',
    save: 'Save',
    add: 'Add',
    cancel: 'Cancel',
    close: 'Close',
    edit: 'Edit',
    delete: 'Delete',
    details: 'Details',
    more: 'More actions',
    unsaved_title: 'Unsaved Changes',
    unsaved_body: 'Are you sure you want to cancel? All entered data will be lost.',
    discard: 'Discard',
    keep_editing: 'Keep Editing',
    delete_title: 'Are you sure?',
    delete_body: '%{name} will be deleted. This cannot be undone.',
    logo_drop: 'Drop an image here or click to choose one (PNG, JPEG or WebP, up to 2 MB)',
  },
  entities: {
    company: {
      created: 'Company created successfully',
      modified: 'Company modified successfully',
      deleted: 'Company deleted successfully',
      error_add: 'Error adding company',
      error_edit: 'Error modifying company',
      error_delete: 'Error deleting company',
    },
    branch: {
      created: 'Branch created successfully',
      modified: 'Branch modified successfully',
      deleted: 'Branch deleted successfully',
      error_add: 'Error adding branch',
      error_edit: 'Error modifying branch',
      error_delete: 'Error deleting branch',
    },
    employee: {
      created: 'Employee created successfully',
      modified: 'Employee modified successfully',
      deleted: 'Employee deleted successfully',
      error_add: 'Error adding employee',
      error_edit: 'Error modifying employee',
      error_delete: 'Error deleting employee',
    },
    vehicle: {
      created: 'Vehicle created successfully',
      modified: 'Vehicle modified successfully',
      deleted: 'Vehicle deleted successfully',
      error_add: 'Error vehicles',
      error_edit: 'Error vehicles',
      error_delete: 'Error vehicles',
    },
    general_maintenance: {
      created: 'General maintenance created successfully',
      modified: 'General maintenance modified successfully',
      deleted: 'General maintenance deleted successfully',
      error_add: 'Error adding general maintenance',
      error_edit: 'Error modifying general maintenance',
      error_delete: 'Error deleting general maintenance',
    },
    mandatory_maintenance: {
      created: 'Mandatory maintenance created successfully',
      modified: 'Mandatory maintenance modified successfully',
      deleted: 'Mandatory maintenance deleted successfully',
      error_add: 'Error adding mandatory maintenance',
      error_edit: 'Error modifying mandatory maintenance',
      error_delete: 'Error deleting mandatory maintenance',
    },
  },
  validation: {
    too_long: 'Must be at most %{max} characters',
    too_large: 'Must be at most %{max}',
  },
  http: {
    network: 'Network Error',
    timeout: 'timeout of %{ms}ms exceeded',
    aborted: 'Request aborted',
    status: 'Request failed with status code %{status}',
  },
  server: serverMessagesEnglish,
};

const resources = resourceMessages('en');

export const fleetEnglish = { fleet, resources };

/** The shape every other language must have: the same keys, each a string. */
export type FleetMessages = Catalogue<typeof fleetEnglish>;

export const english = { ...englishMessages, ...fleetEnglish };
