import { type Context, Hono } from 'hono';
import { OpsProductImportPage } from '../../src/ops/OpsProductImportPage';
import { bodyLimit } from 'hono/body-limit';
import type { Lang } from '../../lib/lang';
import type { ImportReport } from '../../src/ops/OpsProductImportPage';
import { OPS_MESSAGES } from '../../src/ops/ops-messages';
import { nowSeconds } from '../../lib/clock';
import { importProducts, readProductChoices } from '../../commerce/console';
import { planImport, readKnownProducts } from './import-products';
import type { OpsEnv } from './ops-env';
import { productsCsvStream } from './products-csv';
import { IMPORT_BYTES, readProductFile } from './read-product-file';
import { forgetCatalogueEpoch } from '../cache/catalogue-cache';

/** Room for the multipart envelope around a file of IMPORT_BYTES. */
const ENVELOPE_BYTES = 64 * 1024;

/**
 * The products CSV (docs/decisions/022-products-csv.md), for owners and staff alike
 * (the catalogue is staff's): every product as a download keyed by SKU, and an import of the same
 * columns. Check reads and validates the whole file and writes nothing; Import runs the same checks,
 * then writes the lines that add or change a product (a line equal to the shop writes nothing, so the
 * same file twice changes nothing the second time) and reports the bad ones.
 */
export function productCsvRoutes(lang: Lang) {
  const m = OPS_MESSAGES[lang];
  const page = (c: Context<OpsEnv>, report: ImportReport | null, error: string | null) =>
    c.render(<OpsProductImportPage report={report} error={error} />, { status: error ? 400 : 200 });

  return new Hono<OpsEnv>()
    .get('/products.csv', (c) => {
      c.header('Cache-Control', 'no-store');
      c.header('Content-Type', 'text/csv; charset=utf-8');
      c.header('Content-Disposition', 'attachment; filename="products.csv"');
      return c.body(productsCsvStream(c.env.DB));
    })
    .get('/products/import', (c) => page(c, null, null))
    .post(
      '/products/import',
      bodyLimit({ maxSize: IMPORT_BYTES + ENVELOPE_BYTES, onError: (c) => page(c, null, m.productCsv.tooBig) }),
      async (c) => {
        const form = await c.req.parseBody();
        const file = form.file;
        if (!(file instanceof File) || file.size === 0) return page(c, null, m.productCsv.noFile);
        if (file.size > IMPORT_BYTES) return page(c, null, m.productCsv.tooBig);
        const read = readProductFile(await file.arrayBuffer(), m.productCsv);
        if ('refusal' in read) return page(c, null, read.refusal);
        const db = c.env.DB;
        const [known, choices] = await Promise.all([readKnownProducts(db, read.lines), readProductChoices(db, lang)]);
        const plan = planImport(read.lines, read.bad, known, choices, lang, m);
        const name = file.name.slice(0, 120) || 'products.csv';
        const { adds, changes, same, bad, changed } = plan;
        const report = { file: name, adds, changes, same, bad, changed };
        if (form.mode !== 'import') return page(c, { mode: 'check', ...report, stoppedAt: null }, null);
        const written = await importProducts(db, plan.writes, {
          operatorId: c.get('operator')!.id,
          file: name,
          now: nowSeconds(),
          unchanged: same,
          bad: bad.length,
        });
        if (written.added + written.changed > 0) await forgetCatalogueEpoch(c.env.CACHE, c.get('memory'), nowSeconds());
        return page(
          c,
          { mode: 'import', ...report, adds: written.added, changes: written.changed, stoppedAt: written.stoppedAt },
          null,
        );
      },
    );
}
