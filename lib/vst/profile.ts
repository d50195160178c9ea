/** Provider shapes of the profile operations (contract: profile/getUserInfo, modifyInfo, changeImage, ...). */
import { z } from 'zod';
import { userSchema } from './auth';

/** `profile/getUserInfo`, `changeImage`, `modifyInfo`, `changeNotificationSetting` all answer the user. */
export const userInfoResponseSchema = z.object({ userInfo: userSchema });
export type UserInfoResponse = z.infer<typeof userInfoResponseSchema>;
