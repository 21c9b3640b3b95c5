import { autoSkipDue, autoSkipLeftMs, playedMsAt, playedSecondsAt, reportPlaying, type PlayingClock } from './playing-clock.js';

const at = (seconds: number) => new Date(Date.UTC(2026, 0, 1, 20, 0, 0) + seconds * 1000);
const start: PlayingClock = { playingSince: null, playedMs: 0, letFinish: false };

describe('the playing clock', () => {
  it('counts nothing before the player reports the video playing (the interstitial, loading)', () => {
    expect(playedMsAt(start, at(600))).toBe(0);
    expect(autoSkipDue(start, 6, at(6 * 60 + 1))).toBe(false);
  });

  it('counts playing stretches and leaves pauses out', () => {
    let clock = reportPlaying(start, true, at(10)); // the interstitial took 10 s
    expect(playedSecondsAt(clock, at(70))).toBe(60);
    clock = reportPlaying(clock, false, at(70)); // paused for 5 minutes
    expect(playedSecondsAt(clock, at(370))).toBe(60);
    clock = reportPlaying(clock, true, at(370));
    expect(playedSecondsAt(clock, at(400))).toBe(90);
    // Six minutes of wall time have long passed; 90 s of singing have not reached the limit.
    expect(autoSkipDue(clock, 6, at(400))).toBe(false);
    expect(autoSkipLeftMs(clock, 6, at(400))).toBe(270_000);
    expect(autoSkipDue(clock, 6, at(370 + 300))).toBe(true);
  });

  it('ignores a report that changes nothing (two players, a repeated event)', () => {
    const playing = reportPlaying(start, true, at(0));
    expect(reportPlaying(playing, true, at(30))).toBe(playing);
    const paused = reportPlaying(playing, false, at(30));
    expect(reportPlaying(paused, false, at(50))).toBe(paused);
    expect(paused.playedMs).toBe(30_000);
  });

  it('never skips when auto-skip is off or the host let the song finish', () => {
    const long = reportPlaying(start, true, at(0));
    expect(autoSkipDue(long, 0, at(3600))).toBe(false);
    expect(autoSkipLeftMs({ ...long, letFinish: true }, 6, at(3600))).toBeNull();
    expect(autoSkipDue(long, 3, at(180))).toBe(true);
  });
});
