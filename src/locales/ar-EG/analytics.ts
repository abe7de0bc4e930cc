/** Texts of the analytics area (issue 10); same keys in every language. */
export default {};
