import { AppSetting } from '../features/system/app-setting.entity.ts';

/** Every entity of every feature; the ORM discovers nothing on its own. */
export const entities = [AppSetting];
