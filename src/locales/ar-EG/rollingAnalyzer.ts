/** Texts of the rollingAnalyzer area (issue 10); same keys in every language. */
export default {};
