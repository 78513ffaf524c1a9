/** SPEC.md section 8: what a failed listing, property or welcome load reports (the cause goes to the log). */
export const loadFailedMessage = 'Network response was not ok';
