import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { ReviewOrder } from '../../commerce/contract/reviews';
import { useApi } from '../api/client';
import { useI18n } from '../i18n/use-i18n';
import { useAction } from '../app/use-action';
import { showToast } from '../store/actions';
import { refreshCheckin } from '../store/checkin-actions';
import { useStore } from '../store/use-store';
import { FormAlert } from './FormAlert';
import { photoAsJpeg } from './photo-as-jpeg';
import { StarInput } from './StarInput';
import { SubmitButton } from './SubmitButton';

type Review = NonNullable<ReviewOrder['items'][number]['review']>;
type ReviewFormProps = { orderId: number; itemId: number; onSaved: (review: Review) => void };

// What a shopper may pick. Each is sent as a JPEG of at most 1600 px (photoAsJpeg), which the server's
// limits (2 MB, 3 megapixels, JPEG or PNG: commerce/review-photo.ts) always admit.
const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif'];
const PICK_MAX_BYTES = 25 * 1024 * 1024;
const SEND_MAX_BYTES = 2 * 1024 * 1024;
const MAX_PHOTOS = 3;

/** The file to send for a picked photo: its JPEG; the original JPEG or PNG if the browser cannot convert it. */
async function photoToSend(file: File): Promise<File | null> {
  const jpeg = await photoAsJpeg(file);
  if (jpeg && jpeg.size <= SEND_MAX_BYTES) return jpeg;
  const sendable = ['image/jpeg', 'image/png'].includes(file.type) && file.size <= SEND_MAX_BYTES;
  return sendable ? file : null;
}

/** Stars, text and up to three photos for one item of an order, sent as multipart to the commerce API. */
export function ReviewForm({ orderId, itemId, onSaved }: ReviewFormProps) {
  const { t } = useI18n();
  const api = useApi();
  const store = useStore();
  const id = useId();
  const { error, busy, run, setError } = useAction();
  const [rating, setRating] = useState(0);
  const [photos, setPhotos] = useState<{ file: File; url: string }[]>([]);
  const [preparing, setPreparing] = useState(false);
  // The latest pick: photos converted for an earlier pick are dropped.
  const pick = useRef(0);
  useEffect(
    () => () => {
      for (const photo of photos) URL.revokeObjectURL(photo.url);
    },
    [photos],
  );

  async function choose(files: File[]) {
    const problem =
      files.length > MAX_PHOTOS
        ? 'tooMany'
        : files.some((f) => !PHOTO_TYPES.includes(f.type))
          ? 'badType'
          : files.some((f) => f.size > PICK_MAX_BYTES)
            ? 'tooBig'
            : '';
    const current = ++pick.current;
    setError(problem ? t(`member.review.${problem}`) : '');
    setPhotos([]);
    if (problem || files.length === 0) return;
    setPreparing(true);
    const sent = await Promise.all(files.map(photoToSend));
    if (current !== pick.current) return;
    setPreparing(false);
    const ready = sent.filter((file): file is File => file !== null);
    if (ready.length < files.length) setError(t('member.review.unreadable'));
    else setPhotos(ready.map((file) => ({ file, url: URL.createObjectURL(file) })));
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData();
    form.set('item', String(itemId));
    form.set('rating', String(rating));
    form.set('body', String(new FormData(event.currentTarget).get('body') ?? '').trim());
    for (const photo of photos) form.append('photos', photo.file);
    void run(async () => {
      if (rating < 1) return t('member.review.pickRating');
      const answer = await api.postForm<{ review: Review }>(`/orders/${orderId}/reviews`, form);
      if (answer.code !== 0) return answer.msg;
      showToast(store, { kind: 'success', text: answer.msg, position: 'center' }, 3000);
      onSaved(answer.data.review);
      await refreshCheckin(store, api);
    });
  };

  return (
    <form className="review-form" method="post" onSubmit={submit} noValidate>
      <FormAlert error={error} />
      <StarInput name={`${id}-rating`} value={rating} onChange={setRating} legend={t('member.review.rating')} />
      <label className="field">
        <span>{t('member.review.text')}</span>
        <textarea name="body" rows={3} maxLength={1000} placeholder={t('member.review.textHint')} />
      </label>
      <label className="field">
        <span>{t('member.review.photos')}</span>
        <input
          type="file"
          name="photos"
          accept={PHOTO_TYPES.join(',')}
          multiple
          aria-describedby={`${id}-hint`}
          onChange={(event) => void choose([...(event.currentTarget.files ?? [])])}
        />
        <small id={`${id}-hint`} className="muted">
          {t('member.review.photosHint')}
        </small>
      </label>
      {photos.length > 0 && (
        <ul className="review-photos" aria-label={t('member.review.chosen', { count: photos.length })}>
          {photos.map((photo, index) => (
            <li key={photo.url}>
              <img src={photo.url} alt={t('member.review.yourPhoto', { n: index + 1 })} width={80} height={80} />
            </li>
          ))}
        </ul>
      )}
      <SubmitButton
        busy={busy || preparing}
        label={t('member.review.submit')}
        busyLabel={t(preparing ? 'member.review.preparing' : 'member.review.sending')}
      />
    </form>
  );
}
