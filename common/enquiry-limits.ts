/**
 * Field bounds of the contact form; generous for people, tight enough to keep junk out of the mailbox.
 * Apart from the schema so the form can show the message's remaining characters without loading zod.
 */
export const enquiryLimits = { name: 100, email: 254, phone: 40, message: 5000 } as const;
