/**
 * The id of the Saved Searches tab's heading, where focus goes once a deleted search's buttons are
 * gone. In a plain module: the server component that draws the heading and the client button that
 * focuses it both read it (a value exported from a client module reaches the server as a reference).
 */
export const SAVED_SEARCHES_HEADING_ID = 'saved-searches-heading';
