import { defineEntity } from '@mikro-orm/core';

/**
 * Small key/value facts about this installation (its id, first start time).
 * Later features keep generated secrets here too, so a restart keeps them.
 */
export const AppSetting = defineEntity({
  name: 'AppSetting',
  tableName: 'app_setting',
  properties: (p) => ({
    key: p.string().length(100).primary(),
    value: p.text(),
    createdAt: p
      .datetime()
      .defaultRaw('now()')
      .onCreate(() => new Date()),
  }),
});
