/** Texts of the cycle area (issue 10); same keys in every language. */
export default {};
