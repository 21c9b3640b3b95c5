import { t } from '@/i18n/i18n';

/** Session end reasons that mean the party itself is over (its host ended or deleted it, or its time ran out). */
const PARTY_OVER = new Set(['ended', 'room-deleted', 'account-deleted', 'expired']);

export function partyIsOver(reason: string | undefined): boolean {
  return reason !== undefined && PARTY_OVER.has(reason);
}

/** The goodbye of a party that ended: who ended it when known, else whose party it was. */
export function partyEndedSentence({ by, host, expired }: { by?: string; host?: string; expired?: boolean }): string {
  if (expired) {
    return host ? t("Time's up: {host}'s party has ended — thanks for singing!", { host }) : t("Time's up: the party has ended — thanks for singing!");
  }
  const who = by || host;
  return who ? t('{who} ended the party — thanks for singing!', { who }) : t('The party has ended — thanks for singing!');
}
