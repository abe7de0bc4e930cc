/** Texts of the seasonal area (issue 10); same keys in every language. */
export default {};
