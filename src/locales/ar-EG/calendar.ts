/** Texts of the calendar area (issue 11); same keys in every language. */
export default {};
