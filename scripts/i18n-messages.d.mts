/** Types of scripts/i18n-messages.mjs for the frontend's catalog test. */
export const MESSAGES_FILE: string;
export function extractMessages(dir?: string): { messages: string[]; problems: string[] };
export function placeholdersOf(message: string): string[];
