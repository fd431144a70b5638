import englishMessages from 'ra-language-english';
import { serverMessagesEnglish } from './serverMessages';

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
  vehicle_types: {
    bus: 'Bus',
    car: 'Car',
    truck: 'Truck',
  },
  vehicle_details: {
    not_found: 'Vehicle not found',
    go_back: 'Go Back',
  },
  http: {
    network: 'Network Error',
    timeout: 'timeout of %{ms}ms exceeded',
    aborted: 'Request aborted',
    status: 'Request failed with status code %{status}',
  },
  server: serverMessagesEnglish,
};

const resources = {
  companies: {
    name: 'Company |||| Companies',
    fields: { name: 'Name', address: 'Address', email: 'Email', logo: 'Logo' },
  },
  branches: {
    name: 'Branch |||| Branches',
    fields: { name: 'Name', logo: 'Logo', company_id: 'Company' },
  },
  employee: {
    name: 'Employee |||| Employees',
    fields: {
      first_name: 'First name',
      last_name: 'Last name',
      email: 'Email',
      phone_number: 'Phone number',
      position: 'Position',
      username: 'Username',
      role: 'Role',
      created_by: 'Created by',
      branches: 'Branches',
    },
  },
  vehicles: {
    name: 'Vehicle |||| Vehicles',
    fields: {
      license_plate: 'License plate',
      model: 'Model',
      mileage: 'Mileage',
      type: 'Type',
      branches: 'Branches',
    },
  },
  'mandatory-maintenance': {
    name: 'Mandatory maintenance |||| Mandatory maintenance',
    fields: {
      service_type: 'Service type',
      finished_on: 'Finished on',
      cost: 'Cost',
      mileage: 'Mileage',
      vehicle_license_plate: 'Vehicle',
    },
  },
  'voluntary-maintenance': {
    name: 'General maintenance |||| General maintenance',
    fields: {
      service_type: 'Service type',
      service_date: 'Last service date',
      cost: 'Cost',
      mileage: 'Mileage',
      vehicle_license_plate: 'Vehicle',
    },
  },
};

export const fleetEnglish = { fleet, resources };

/** The shape every other language must have: the same keys, each a string. */
export type FleetMessages = Catalogue<typeof fleetEnglish>;
type Catalogue<T> = { [K in keyof T]: T[K] extends string ? string : Catalogue<T[K]> };

export const english = { ...englishMessages, ...fleetEnglish };
