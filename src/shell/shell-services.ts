import { createNotesApi } from '../../providers/api/notes-api';
import { createShellApi } from '../../providers/api/shell-api';
import { http } from '../../providers/http/client';

/** The shell's typed calls on the app's one HTTP client. */
export const notesApi = createNotesApi(http);
export const shellApi = createShellApi(http);
