/*
 * Test-only stand-in for https://www.youtube.com/iframe_api (the browser journeys have no
 * internet). The journeys serve it in place of YouTube's script with Playwright's route(); the
 * product still asks for the real address. It speaks the part of the IFrame Player API the app
 * uses: new YT.Player(element, { videoId, events: { onStateChange, onError } }), loadVideoById,
 * pauseVideo, playVideo, getCurrentTime (the seconds played of this video), loadModule and
 * unloadModule('captions') (shown as data-captions), destroy; onYouTubeIframeAPIReady once loaded. Each video "plays" for
 * window.__ytStandIn.durationMs (default 5000), then reports ENDED (0); a video listed in
 * window.__ytStandIn.errors ({ videoId: code }) reports that error instead, as YouTube does for a
 * video whose owner forbids embedding (150); a video listed in window.__ytStandIn.stalls stays
 * "buffering" for ever and reports nothing, as an embed does on a TV whose network fails.
 */
(function () {
  var config = function () {
    return window.__ytStandIn || {};
  };
  function Player(element, options) {
    this.options = options;
    this.frame = document.createElement('div');
    this.frame.setAttribute('data-testid', 'youtube-stand-in');
    this.frame.setAttribute('data-captions', options.playerVars && options.playerVars.cc_load_policy ? 'on' : 'off');
    this.frame.style.cssText =
      'width:100%;height:100%;display:flex;align-items:center;justify-content:center;font:600 28px system-ui;color:#e5e7eb;' +
      'background:repeating-linear-gradient(135deg,#111827 0 40px,#1f2937 40px 80px)';
    element.replaceWith(this.frame);
    this.load(options.videoId);
  }
  Player.prototype.load = function (videoId) {
    clearTimeout(this.timer);
    this.videoId = videoId;
    this.played = 0;
    this.state = 'buffering';
    this.frame.setAttribute('data-video-id', videoId);
    this.frame.setAttribute('data-state', 'buffering');
    this.frame.textContent = 'YouTube stand-in · ' + videoId;
    if ((config().stalls || []).indexOf(videoId) >= 0) return;
    this.timer = setTimeout(() => {
      var code = (config().errors || {})[videoId];
      if (code) {
        this.state = 'error';
        this.frame.setAttribute('data-state', 'error');
        this.options.events.onError({ data: code, target: this });
        return;
      }
      this.left = config().durationMs || 5000;
      this.resume();
    }, 300);
  };
  Player.prototype.resume = function () {
    this.state = 'playing';
    this.frame.setAttribute('data-state', 'playing');
    this.options.events.onStateChange({ data: 1, target: this });
    this.since = Date.now();
    this.timer = setTimeout(() => {
      this.state = 'ended';
      this.frame.setAttribute('data-state', 'ended');
      this.options.events.onStateChange({ data: 0, target: this });
    }, this.left);
  };
  Player.prototype.loadVideoById = function (options) {
    this.load(typeof options === 'string' ? options : options.videoId);
  };
  Player.prototype.pauseVideo = function () {
    if (this.state !== 'playing') return;
    clearTimeout(this.timer);
    this.left -= Date.now() - this.since;
    this.played += Date.now() - this.since;
    this.state = 'paused';
    this.frame.setAttribute('data-state', 'paused');
    this.options.events.onStateChange({ data: 2, target: this });
  };
  Player.prototype.playVideo = function () {
    if (this.state === 'paused') this.resume();
  };
  Player.prototype.getCurrentTime = function () {
    return (this.played + (this.state === 'playing' ? Date.now() - this.since : 0)) / 1000;
  };
  Player.prototype.loadModule = function (name) {
    if (name === 'captions') this.frame.setAttribute('data-captions', 'on');
  };
  Player.prototype.unloadModule = function (name) {
    if (name === 'captions') this.frame.setAttribute('data-captions', 'off');
  };
  Player.prototype.destroy = function () {
    clearTimeout(this.timer);
    this.frame.remove();
  };
  window.YT = { Player: Player, PlayerState: { ENDED: 0, PLAYING: 1, PAUSED: 2, BUFFERING: 3, CUED: 5 } };
  setTimeout(function () {
    if (window.onYouTubeIframeAPIReady) window.onYouTubeIframeAPIReady();
  }, 0);
})();
