/** English messages of the console's announcements section. */
export const announcements = {
  heading: 'Announcements',
  intro:
    'An announcement goes at once to the messages of every member who is not suspended, as a promotion, in the language each reads the shop in. It cannot be taken back.',
  fields: {
    title_en: 'Title in English (up to 80 characters)',
    title_km: 'Title in Khmer (up to 80 characters)',
    body_en: 'Message in English (up to 1,000 characters)',
    body_km: 'Message in Khmer (up to 1,000 characters)',
    link: 'Link in the shop (optional, a path such as /promotions/12.12)',
  },
  send: 'Send to every member',
  sentList: 'Sent',
  none: 'None sent yet.',
  recipients: (count: number) => `${count.toLocaleString('en-US')} ${count === 1 ? 'member' : 'members'}`,
  sent: 'Sent: it is in every member’s messages now.',
  badTitle: 'Enter a title in both languages, up to 80 characters each.',
  badBody: 'Enter the message in both languages, up to 1,000 characters each.',
  badLink: 'The link must be a path in this shop, such as /promotions/12.12, or left empty.',
  confirm: 'Yes, send it now to every member who is not suspended: it cannot be taken back',
  unconfirmed: 'Not sent. Tick the box to confirm sending it to every member.',
};
