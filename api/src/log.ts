/** Where the API writes what happened: a message, and the error behind it when there is one. */
export type Log = (message: string, error?: unknown) => void;
