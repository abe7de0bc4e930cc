/** Texts of the meetings area (issue 11); same keys in every language. */
export default {};
