/** Texts of the outlook area (issue 11); same keys in every language. */
export default {};
