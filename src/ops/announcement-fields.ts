/** The console's announcement form's fields, in order (both languages of each text, then the link). */
export const ANNOUNCEMENT_FIELDS = ['title_en', 'title_km', 'body_en', 'body_km', 'link'] as const;
/** The announcement form as typed (text), by field, and the ref the form was given (one send per form). */
export type AnnouncementForm = Record<(typeof ANNOUNCEMENT_FIELDS)[number] | 'ref', string>;
