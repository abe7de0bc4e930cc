/** Form validation messages (docs/spec-reference.md#5-validation-rules leaves the rules open; see docs/web-shell.md). */
export default {
  'validation.required': '{field} is required.',
  'validation.username': 'Use {min} to {max} letters, digits, dots, hyphens or underscores.',
  'validation.phone': 'Enter an 11-digit mainland China mobile number.',
  'validation.passwordLength': 'The password needs {min} to {max} characters.',
  'validation.confirmMismatch': 'The two passwords do not match.',
  'validation.captcha': 'Enter the 6-digit code.',
  'validation.maxLength': 'At most {max} characters.',
  'validation.invalid': 'This value is not valid.',
};
