import { mobileSchema } from '../../src/api/contract/fields';
import type { UpdatePhoneData } from '../../src/pages/UpdatePhonePage';
import type { Loader } from './loader';
import { profile } from './profile';

/** The profile, and for the code page the new number from `?mobile=` (a malformed one asks for the number again). */
export const updatePhone: Loader = async (context) => {
  const result = await profile(context);
  if ('notFound' in result) return result;
  const newMobile = mobileSchema.safeParse(context.query.get('mobile') ?? '');
  return { data: { ...(result.data as object), newMobile: newMobile.success ? newMobile.data : null } as UpdatePhoneData };
};
