import 'server-only';
import {
  notificationSettingsPayloadSchema,
  profileOperationSchema,
  profilePhotoSchema,
  profilePhotoUploadRules,
  profileUploadRules,
  toProfileFormData,
} from '@/lib/forms/profile';
import { userInfoResponseSchema } from '@/lib/vst/profile';
import { post, type Operation } from '../operation-types';

/** The My Profile tab (components/dashboard/profile): each answers the updated user. Deleting the account is app/api/auth/delete-account. */
export function profileOperations(): [string, Operation][] {
  return [
    ['profile/changeNotificationSetting', post('required', notificationSettingsPayloadSchema, userInfoResponseSchema)],
    [
      'profile/changeImage',
      {
        method: 'POST',
        auth: 'required',
        multipart: profilePhotoUploadRules,
        body: profilePhotoSchema.transform(toProfileFormData),
        response: userInfoResponseSchema,
      },
    ],
    [
      'profile/modifyInfo',
      {
        method: 'POST',
        auth: 'required',
        multipart: profileUploadRules,
        body: profileOperationSchema.transform(toProfileFormData),
        response: userInfoResponseSchema,
      },
    ],
  ];
}
