/** Texts of the basis area (issue 10); same keys in every language. */
export default {};
