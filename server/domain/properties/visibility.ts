/**
 * Who reads a home (issue 40, item 5): `published` is a visitor, for whom drafts do not exist (their page,
 * availability and quote are 404); `staff` sees drafts too. Public reads default to `published`; a staff
 * read says so, once the session is checked.
 */
export type Visibility = 'published' | 'staff';
