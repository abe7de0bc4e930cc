/** Texts of the research area (issue 11); same keys in every language. */
export default {};
