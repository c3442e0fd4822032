import { apiPaths } from '../api-paths.js';
import { type ContactSubmission, contactListQuerySchema, contactUpdateSchema } from '../contact.js';
import { callableBy, endpointGroup, json } from '../endpoint.js';
import type { Page } from '../paging.js';
import { idParamSchema } from '../validation.js';

const manager = callableBy('manage:contact:any');

export const contactEndpoints = endpointGroup('Contact', apiPaths.contact, {
  list: manager('The Contact Forms tab', {
    query: contactListQuerySchema,
    answer: json<Page<ContactSubmission>>(),
  }),
  open: manager('Open a message (marks an unread one read)', {
    params: idParamSchema,
    answer: json<ContactSubmission>(),
  }),
  update: manager("Set a message's status and notes", {
    params: idParamSchema,
    body: contactUpdateSchema,
    answer: json<ContactSubmission>(),
  }),
  archive: manager('Archive a message', {
    params: idParamSchema,
    answer: json<ContactSubmission>(),
  }),
  unarchive: manager('Take a message out of the archive', {
    params: idParamSchema,
    answer: json<ContactSubmission>(),
  }),
});
