import { MIN_HISTORY_RETENTION_DAYS } from './history';
import { MAX_INSPECTION_DAYS_BACK, MAX_PHOTO_BYTES, MAX_PHOTOS_PER_INSPECTION } from './inspections';
import { MAX_ATTACHMENT_BYTES, MAX_ATTACHMENT_MEGAPIXELS, MAX_ATTACHMENT_PIXELS, MAX_ATTACHMENTS_PER_DOCUMENT } from './document-kinds';

/** CSV imports (docs/csv.md, Import): a file of up to this size and this many data rows. */
export const MAX_IMPORT_MEGABYTES = 5;
export const MAX_IMPORT_ROWS = 20_000;
/** Webhooks: at most this many per company (each reminder is a call to every one). */
export const MAX_WEBHOOKS = 20;
/** Logos: a file of up to this size, at most this many pixels on each side (a small file may declare a huge image). */
export const MAX_LOGO_MEGABYTES = 2;
export const MAX_LOGO_PIXELS = 4096;

/**
 * Answers that a client acts on, not only shows, carry one of these in `code` beside their message:
 * `record_changed` (409) means the update was based on an older version of the record.
 */
export const errorCodes = { recordChanged: 'record_changed' } as const;
export type ErrorCode = (typeof errorCodes)[keyof typeof errorCodes];

/**
 * What a 404 can name (messages.notFound), by the key the browser's catalogues say it under in every
 * language: the sentence is English in the API and the user's language on screen (src/i18n/serverMessages.ts).
 */
export const NOT_FOUND_NAMES = {
  attachment: 'Attachment',
  branch: 'Branch',
  calendar: 'Calendar',
  company: 'Company',
  document: 'Document',
  employee: 'Employee',
  fuel_entry: 'Fuel entry',
  inspection: 'Inspection',
  inspection_form: 'Inspection form',
  inspection_photo: 'Photo',
  issue: 'Issue',
  general_maintenance: 'General maintenance',
  logo: 'Logo',
  mandatory_maintenance: 'Mandatory maintenance',
  meter_reading: 'Meter reading',
  notification: 'Notification',
  part: 'Part',
  work_order: 'Work order',
  push_subscription: 'Push subscription',
  vehicle: 'Vehicle',
  vendor: 'Vendor',
  webhook: 'Webhook',
} as const;
export type NotFoundName = (typeof NOT_FOUND_NAMES)[keyof typeof NOT_FOUND_NAMES];

/** What a 409 can say is there already (messages.duplicate), by its key in the catalogues, as NOT_FOUND_NAMES. */
export const DUPLICATE_NAMES = {
  company_name: 'A company with this name',
  branch_name: 'A branch with this name',
  employee_username: 'An employee with this username',
  employee_email: 'An employee with this email',
  vehicle_plate: 'An active vehicle with this license plate',
  part_number: 'A part with this number',
  record: 'This record',
} as const;
export type DuplicateName = (typeof DUPLICATE_NAMES)[keyof typeof DUPLICATE_NAMES];

/** What may keep a company or a branch from being deleted (messages.inUse), one and many. */
export const DEPENDENT_NAMES = {
  branch: ['branch', 'branches'],
  employee: ['employee', 'employees'],
  vehicle: ['vehicle', 'vehicles'],
  vehicle_with_archived: ['vehicle (archived ones included)', 'vehicles (archived ones included)'],
  work_order: ['work order that takes its stock', 'work orders that take its stock'],
} as const;

/**
 * The API's messages, in English, word for word as docs/screens.md gives them (Validation; Toasts and errors).
 * The browser shows each in the user's language (docs/product.md), so both sides import them from here.
 */
export const messages = {
  required: 'This field is required',
  validNumber: 'Please enter a valid number',
  wholeNumber: 'Must be a whole number',
  costMin: 'Cost must be 0 or greater',
  costDecimals: 'Cost can have at most 2 decimals',
  mileageMin: 'Mileage must be 0 or greater',
  intervalMin: 'Must be 0 or greater',
  historyRetentionMin: `Keep history at least ${MIN_HISTORY_RETENTION_DAYS} days, or leave it empty to keep it forever`,
  serviceMileageAboveMileage: 'Must not be more than the mileage',
  tooLarge: (max: number) => `Must be at most ${max}`,
  tooLong: (max: number) => `Must be at most ${max} characters`,
  tooMany: (max: number) => `At most ${max} may be given`,
  trueOrFalse: 'Must be true or false',
  atLeastOneBranch: 'At least one branch is required',
  validEmail: 'Please enter a valid email address',
  validDate: 'Please enter a valid date (yyyy-MM-dd)',
  validId: 'Must be a valid id',
  timeZone: 'Choose a time zone from the list',
  language: 'Language must be en, de or al',
  webhookUrl: 'Enter a web address starting with http:// or https://, without a user name or password',
  webhookSecret: 'The secret must be 16 to 200 characters, without spaces',
  webhookPrivateAddress: 'This address is on a private or local network; Fleet only calls public addresses (WEBHOOK_ALLOW_PRIVATE)',
  webhookUnknownHost: 'This address’s host name does not resolve',
  webhookLimit: `A company may have at most ${MAX_WEBHOOKS} webhooks`,
  pushEndpoint: 'The subscription’s endpoint must be an https:// address without a user name or password',
  pushKeys: 'The subscription’s keys are not valid: p256dh must be a P-256 public key and auth 16 bytes, in base64url',
  emailUnavailable: 'Email is not set up on this Fleet (SMTP_URL)',
  emailFailed: 'The mail server did not take the email. Try again later, or ask your administrator.',
  vehicleType: 'Type must be bus, car or truck',
  mandatoryServiceType: 'Service type must be Registration or Service',
  dueStatus: 'due must be ok, soon or overdue',
  exportLanguage: 'lang must be en, de or al',
  plateTaken: 'An active vehicle with this license plate already exists',
  role: 'Role must be superadmin, admin, moderator or user',
  passwordLength: 'Password must be at least 8 characters',
  passwordsDiffer: 'Passwords do not match',
  validationFailed: 'Some fields are not valid',
  nulCharacter: 'Text must not contain the NUL character',
  malformedBody: 'The request body is not valid',
  malformedUrl: 'The address is not valid',
  malformedRequest: 'The request is not valid HTTP',
  requestTooSlow: 'The request took too long to arrive',
  headersTooLarge: 'The request headers are too large',

  invalidCredentials: 'Invalid username or password',
  tooManyAttempts: 'Too many failed sign-in attempts. Please try again later.',
  tooManyRequests: 'Too many requests. Please wait a moment and try again.',
  notSignedIn: 'You are not signed in',
  jwtExpired: 'jwt expired',
  invalidToken: 'Your session is not valid. Please sign in again.',
  refreshInvalid: 'Your session has ended. Please sign in again.',
  forbidden: 'You do not have permission to do that',
  crossSite: 'Changes can only be made from Fleet itself',

  inviteRequired: 'An invitation is required to sign up. Ask your administrator for an invitation link.',
  inviteInvalid: 'This invitation link is not valid',
  inviteUsed: 'This invitation has already been used',
  inviteExpired: 'This invitation has expired. Ask your administrator for a new one.',
  inviteEmailMismatch: 'The email does not match the invitation',
  alreadySignedUp: 'This employee has already signed up',

  notFound: (entity: NotFoundName) => `${entity} not found`,
  routeNotFound: 'Not found',
  duplicate: (what: DuplicateName) => `${what} already exists`,
  inUse: (entity: 'company' | 'branch', dependents: string) => `This ${entity} cannot be deleted: it still has ${dependents}`,
  noActiveVehicle: 'Maintenance can only be recorded for an active vehicle',
  recordChanged: 'Someone else changed this record after you opened it. Reload it to see their changes.',
  belowRecordedReading: (km: number) => `Must be at least ${km} km, the highest reading recorded for this vehicle`,
  // The meter log (docs/fleet-health.md, The meter log); each carries its value, which the browser's
  // catalogues read back by pattern (src/i18n/contractMessages.ts).
  belowRecordedEngineHours: (hours: number) => `Must be at least ${hours} hours, the highest engine hours recorded for this vehicle`,
  replacementBeforeLatest: (day: string) => `A meter replacement must be dated on or after the vehicle's latest reading (${day})`,
  replacementInUse: (readings: number) =>
    `${readings} later ${readings === 1 ? 'reading counts' : 'readings count'} from this meter replacement: delete ${readings === 1 ? 'it' : 'them'} first`,
  readingAfterToday: 'Must not be after today',
  readingTooEarly: (day: string) => `Must not be before ${day}: that is long before this vehicle's first reading`,
  replacementTwiceADay: 'This vehicle has a meter replacement on this day already',
  noActiveVehicleForFuel: 'Fuel can only be recorded for an active vehicle',
  noActiveVehicleForReadings: 'Meter readings can only be recorded for an active vehicle',
  decimalsAtMost: (places: number) => `Can have at most ${places} ${places === 1 ? 'decimal' : 'decimals'}`,
  cannotGrantRole: 'You cannot grant this role',
  ownRole: 'You cannot change your own role',
  ownDelete: 'You cannot delete your own account',
  superadminMove:
    'An employee cannot become or stop being a superadmin: a superadmin belongs to no company. Create a new employee instead.',
  usernameCharacters: 'Username may contain only letters, digits and . _ - @',
  limitRange: (max: number) => `limit must be between 1 and ${max}`,

  importFileRequired: 'Choose a CSV file to import',
  importWorkbook: 'This is an Excel workbook. Save it as CSV and import that file.',
  importNotCsv: 'This file is not a CSV file',
  importEmpty: 'The file has no rows to import',
  importOpenQuote: 'A quoted value is not closed',
  importTooLarge: `The file must be at most ${MAX_IMPORT_MEGABYTES} MB`,
  importTooManyRows: `A file may hold at most ${MAX_IMPORT_ROWS.toLocaleString('en')} rows`,
  importMissingColumn: 'This column is missing',
  importColumnTwice: 'This column appears more than once',
  importRowsFailed: 'Some rows cannot be imported. Nothing was imported.',
  importDuplicatePlate: 'This license plate appears more than once in the file',
  importUnknownBranch: 'There is no branch with this name',
  importUnknownVehicle: 'There is no active vehicle with this license plate',
  validDay: 'Please enter a date as dd.MM.yyyy or yyyy-MM-dd',
  importSlashDate: "Write this date as yyyy-MM-dd: the file's dates with / do not show whether the day or the month comes first",
  importVehicleChanged:
    'This vehicle is already in Fleet with other values. The import adds new vehicles and skips unchanged ones: change this one in Fleet.',
  importYesOrNo: 'Write yes or no',
  importDuplicatePartNumber: 'This part number appears more than once in the file',
  importUnknownVendor: 'There is no vendor with this name',
  importVendorAmbiguous: 'More than one vendor has this name: give them different names in Fleet, or leave the cell empty',
  importPartChanged:
    'This part is already in Fleet with other values. The import adds new parts and skips unchanged ones: change this one in Fleet.',

  fuelQuantityMin: 'Quantity must be greater than 0',
  energyUnit: 'Unit must be l or kWh',

  logoTooLarge: `The logo must be at most ${MAX_LOGO_MEGABYTES} MB`,
  logoType: 'The logo must be a PNG, JPEG or WebP image',
  logoDimensions: `The logo must be at most ${MAX_LOGO_PIXELS} × ${MAX_LOGO_PIXELS} pixels`,

  documentKind: 'Choose a kind of document from the list',
  vehicleDocumentKind: 'Choose a kind of document that a vehicle has',
  employeeDocumentKind: 'Choose a kind of document that an employee has',
  documentSubject: 'Choose a vehicle or an employee',
  documentTwoSubjects: 'A document belongs to a vehicle or to an employee, not both',
  licenceCategory: 'Choose licence categories from the list',
  licenceCategoriesNotLicence: 'Only a driving licence has licence categories',
  expiryBeforeIssue: 'The expiry date must not be before the issue date',
  documentNoActiveVehicle: 'Documents can only be added to an active vehicle',
  expiresFilter: 'expires must be soon or overdue',
  documentSubjectFilter: 'subject must be vehicle or employee',
  attachmentRequired: 'Choose a file to attach',
  attachmentType: 'The file must be a PDF, JPEG, PNG or WebP',
  attachmentTooLarge: `The file must be at most ${MAX_ATTACHMENT_BYTES / (1024 * 1024)} MB`,
  attachmentDimensions: `An image may be at most ${MAX_ATTACHMENT_PIXELS} pixels on a side and ${MAX_ATTACHMENT_MEGAPIXELS} megapixels`,
  attachmentLimit: `A document may have at most ${MAX_ATTACHMENTS_PER_DOCUMENT} attachments`,
  workOrderAttachmentLimit: `A work order may have at most ${MAX_ATTACHMENTS_PER_DOCUMENT} attachments`,
  frequency: 'How often must be daily, weekly, monthly or on demand',
  itemKind: 'An item must be pass/fail, a number or a text',
  issueStatus: 'Status must be open, in progress, resolved or closed',
  issuePriority: 'Priority must be low, medium, high or critical',
  formNeedsItems: 'A form needs at least one item',
  itemsTooMany: (max: number) => `A form may have at most ${max} items`,
  rangeReversed: 'The lowest allowed value must not be above the highest',
  formNotForVehicle: 'This form is not for this vehicle: its type or its branches are not among the form’s',
  formInactive: 'This form is switched off: it is not filled in any more',
  answerEveryItem: 'Answer every item of the form',
  unknownItem: 'This item is not on the form',
  itemAnswerKind: 'This answer does not fit the item: pass/fail, a number or a text',
  noActiveVehicleForInspection: 'Inspections can only be made of an active vehicle',
  noActiveVehicleForIssue: 'Issues can only be reported for an active vehicle',
  photoRequired: 'Choose a photo to add',
  photoType: 'The photo must be a JPEG, PNG or WebP image',
  photoTooLarge: `The photo must be at most ${MAX_PHOTO_BYTES / (1024 * 1024)} MB`,
  photoLimit: `An inspection may have at most ${MAX_PHOTOS_PER_INSPECTION} photos`,
  inspectedAtRange: `Must not be in the future, nor more than ${MAX_INSPECTION_DAYS_BACK} days ago`,
  idempotencyKey: 'Idempotency-Key must be 1 to 200 visible characters',
  idempotencyKeyReused: 'This Idempotency-Key was used for another request',
  assigneeNotInScope: 'Choose an employee of the vehicle’s company who sees the vehicle',
  quantityMin: 'Quantity must be 0 or greater',
  quantityDecimals: 'Quantity can have at most 2 decimals',
  quantityNotZero: 'Enter how many more (+) or fewer (−), not 0',
  stockChangeKind: 'Kind must be received, counted or corrected',
  stockBelowZero: 'Not enough in stock: the branch would hold fewer than none',
  hoursMin: 'Hours must be greater than 0',
  lineQuantityMin: 'Quantity must be greater than 0',
  lineBranchRequired: 'Choose the branch whose stock the part is taken from',
  linePartRequired: 'Choose the part from the catalogue, or leave the branch empty for a part bought for this job',
  lineKind: 'A line is labour, a part or another cost',
  workOrderStatus: 'Status must be open, in progress, on hold or cancelled; a work order is completed by completing it',
  recordKind: 'The record must be general or mandatory maintenance',
  workOrderReturned: 'Returned from a work order',
  partOnWorkOrders: 'This part is on work orders: it cannot be deleted. Edit it instead; the work orders keep it.',
  workOrderTaken: 'Taken for a work order',
  workOrderHasRecord: 'This work order wrote a maintenance record: delete that record first to reopen or delete the work order',
  workOrderNotOpen: 'Only an open, in progress or on hold work order can be completed',
  workOrderIssueVehicle: 'Choose issues of this work order’s vehicle',
  workOrderVendor: 'Choose one of the company’s vendors, or none for in-house',
  workOrderPart: 'Choose a part of the company’s catalogue',
  workOrderBranch: 'Choose one of the vehicle’s company’s branches that you see',
  formInUse: 'This form has inspections: it cannot be deleted. Edit it instead; past inspections keep the items they were made against.',
  internal: 'Something went wrong',
  databaseUnavailable: 'The database cannot be reached. Please try again in a moment.',
  concurrentChange: 'Another change to the same records came at the same moment. Please try again.',
} as const;
