/** docs/spec.md section 8: what a failed listing, property or welcome load reports (the cause goes to the log). */
export const loadFailedMessage = 'Network response was not ok';

/** The reason phrases of the statuses the API answers with (the browser's own `statusText` of a fetch). */
const reasonPhrases: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

export const statusText = (status: number): string => reasonPhrases[status] ?? '';

/** docs/spec.md section 8's texts of a failed load, by what failed: "{what}: {status}". */
export const failedToFetch = {
  propertyDetails: (status: number) => `Failed to fetch property details: ${status}`,
  propertyData: (status: number) => `Failed to fetch property data: ${status}`,
  welcomeData: (status: number) => `Failed to fetch welcome page data: ${status}`,
} as const;

/** docs/spec.md section 8's guest login failure: "Error logging in: Guest login failed{status} {statusText}". */
export const guestLoginFailed = (status: number): string =>
  `Error logging in: Guest login failed${status} ${statusText(status)}`.trimEnd();
