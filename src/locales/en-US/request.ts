/** Notices of the request layer and of the session start-up (docs/spec-reference.md#8-error-catalogue). */
export default {
  'request.noPermission': 'You have no permission for this resource.',
  'request.loginExpired': 'Your login has expired. Please log in again.',
  'session.noAccount': 'No valid account currently. Please log in first.',
  'session.invalid': 'Account login information is invalid. Please log in again.',
};
