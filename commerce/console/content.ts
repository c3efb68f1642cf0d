/* The console door's content section: what those routes read and the services they save through (docs/decisions/052). */
export { listAnnouncements } from '../db/ops-announcements';
export { listOpsHelp, listOpsPages, readOpsHelpArticle, readOpsHelpCategory, readOpsPage } from '../db/ops-content';
export { listOutletRecords, readOutletRecord } from '../db/ops-outlets';
export { readSiteSettings, SITE_SETTING_FIELDS } from '../db/site-settings';
export { saveHelpArticle } from './save-help-article';
export { saveHelpCategory } from './save-help-category';
export { saveOutlet } from './save-outlet';
export { savePage } from './save-page';
export { saveSiteSettings } from './save-site-settings';
export { randomSecret } from '../secrets';
export { sendAnnouncement } from './send-announcement';
