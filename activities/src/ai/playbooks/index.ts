/** Reviews against a company's playbook (issue 32, docs/playbooks.md). */
export { reviewAgainstPlaybook, reviewTopic, locateTopic, topicCategories, paragraphsOf, type TopicPassage } from './reviewAgainstPlaybook';
export { applyRule, type RuleOutcome } from './rules';
export { toReviewFindings, playbookSummary, reviewPassagesAgainstPlaybook } from './reviewFindings';
export { reviewParagraphs } from './reviewParagraphs';
