/** A song as the stage shows it: what and who. */
export interface StageSong {
  key: string | number;
  title: string;
  singer: string;
  /** Why it stands where it does in the queue (the API's orderReason); the strip shows the part after the singer's song. */
  reason?: string;
}

export type StagePhase = 'empty' | 'interstitial' | 'playing';
