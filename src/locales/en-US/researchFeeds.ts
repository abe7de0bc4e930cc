/** Texts of the researchFeeds area (issue 11); same keys in every language. */
export default {};
