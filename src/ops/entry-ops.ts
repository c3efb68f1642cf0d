import { photoAsJpeg } from '../components/photo-as-jpeg';

/**
 * The console's script, on the pages that ask for it; every page works without it. A print button
 * (`data-print`, the packing slip's) is shown and prints the page: phones have no Ctrl+P. On a photo upload
 * form, the picked photos are made into JPEGs of at most 1600 px in the browser before they are sent
 * (photoAsJpeg, as the shop's review form does): a phone's 12-megapixel photo, WebP or HEIC would
 * otherwise be refused by the server, which decodes JPEG and PNG of 3 MP at most. A photo the browser
 * cannot read is sent as it is, and the server says why it refuses it.
 */
for (const form of document.querySelectorAll<HTMLFormElement>('form[data-photo-upload]')) {
  const input = form.querySelector<HTMLInputElement>('input[type=file]');
  const submit = form.querySelector<HTMLButtonElement>('button[type=submit]');
  if (!input || !submit) continue;
  input.addEventListener('change', async () => {
    const picked = [...(input.files ?? [])];
    if (picked.length === 0) return;
    submit.disabled = true;
    const made = await Promise.all(picked.map(async (file) => (await photoAsJpeg(file)) ?? file));
    const files = new DataTransfer();
    for (const file of made) files.items.add(file);
    input.files = files.files;
    submit.disabled = false;
  });
}

for (const button of document.querySelectorAll<HTMLButtonElement>('button[data-print]')) {
  button.hidden = false;
  button.addEventListener('click', () => window.print());
}
