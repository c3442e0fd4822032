import { apiPaths } from '../api-paths.js';
import { type ContactSubmission, contactListQuerySchema, contactUpdateSchema } from '../contact.js';
import { callableBy, endpointGroup, json } from '../endpoint.js';
import type { Page } from '../paging.js';
import { idParamSchema } from '../validation.js';

const manager = callableBy('manage:contact:any');
const onMessage = manager.sharing({ params: idParamSchema, answer: json<ContactSubmission>() });

export const contactEndpoints = endpointGroup('Contact', apiPaths.contact, {
  list: manager('The Contact Forms tab', {
    query: contactListQuerySchema,
    answer: json<Page<ContactSubmission>>(),
  }),
  open: onMessage('Open a message (marks an unread one read)'),
  update: onMessage("Set a message's status and notes", { body: contactUpdateSchema }),
  archive: onMessage('Archive a message'),
  unarchive: onMessage('Take a message out of the archive'),
});
