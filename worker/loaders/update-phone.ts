import { mobileSchema } from '../../commerce/contract/fields';
import { defineLoader } from './loader';
import { profile } from './profile';

/** The profile, and for the code page the new number from `?mobile=` (a malformed one asks for the number again). */
export const updatePhone = defineLoader(async (context) => {
  const { data } = await profile(context);
  const newMobile = mobileSchema.safeParse(context.query.get('mobile') ?? '');
  return { data: { ...data, newMobile: newMobile.success ? newMobile.data : null } };
});
