import { apiPaths } from '../api-paths.js';
import { type ContactSubmission, contactListQuerySchema, contactUpdateSchema } from '../contact.js';
import { endpoint, json } from '../endpoint.js';
import type { Page } from '../paging.js';
import { idParamSchema } from '../validation.js';

export const contactEndpoints = {
  list: endpoint(apiPaths.contact.list, {
    summary: 'The Contact Forms tab',
    tag: 'Contact',
    access: 'manage:contact:any',
    query: contactListQuerySchema,
    answer: json<Page<ContactSubmission>>(),
  }),
  open: endpoint(apiPaths.contact.open, {
    summary: 'Open a message (marks an unread one read)',
    tag: 'Contact',
    access: 'manage:contact:any',
    params: idParamSchema,
    answer: json<ContactSubmission>(),
  }),
  update: endpoint(apiPaths.contact.update, {
    summary: "Set a message's status and notes",
    tag: 'Contact',
    access: 'manage:contact:any',
    params: idParamSchema,
    body: contactUpdateSchema,
    answer: json<ContactSubmission>(),
  }),
  archive: endpoint(apiPaths.contact.archive, {
    summary: 'Archive a message',
    tag: 'Contact',
    access: 'manage:contact:any',
    params: idParamSchema,
    answer: json<ContactSubmission>(),
  }),
  unarchive: endpoint(apiPaths.contact.unarchive, {
    summary: 'Take a message out of the archive',
    tag: 'Contact',
    access: 'manage:contact:any',
    params: idParamSchema,
    answer: json<ContactSubmission>(),
  }),
} as const;
