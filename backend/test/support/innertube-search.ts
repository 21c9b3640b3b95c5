/**
 * The answer of YouTube's web API (InnerTube) to POST /youtubei/v1/search, as the WEB client
 * receives it: the shape of a captured answer, trimmed to what youtubei.js's parser reads
 * (twoColumnSearchResultsRenderer → sectionListRenderer → itemSectionRenderer → videoRenderer,
 * parsed by its Video class) plus the neighbours it must step over (a live stream, the
 * continuation). `test/youtube-keyless.spec.ts` parses it with the library itself and checks that
 * every field the app keeps comes out, so a fixture the library no longer reads fails there.
 */
export interface InnertubeVideo {
  id: string;
  title: string;
  channel: string;
  /** "4:05", as YouTube writes it. */
  length: string;
  views: number;
  live?: boolean;
}

const text = (value: string) => ({ runs: [{ text: value }], accessibility: { accessibilityData: { label: value } } });
const channelRun = (channel: string) => ({
  runs: [
    {
      text: channel,
      navigationEndpoint: {
        clickTrackingParams: 'CAAQ',
        commandMetadata: {
          webCommandMetadata: { url: `/@${channel.replace(/\W/g, '')}`, webPageType: 'WEB_PAGE_TYPE_CHANNEL', rootVe: 3611, apiUrl: '/youtubei/v1/browse' },
        },
        browseEndpoint: { browseId: 'UCwTRjvjVge51X-ILJ4i22ew', canonicalBaseUrl: `/@${channel.replace(/\W/g, '')}` },
      },
    },
  ],
});

function videoRenderer(video: InnertubeVideo) {
  const views = video.views.toLocaleString('en-US');
  return {
    videoRenderer: {
      videoId: video.id,
      thumbnail: {
        thumbnails: [
          { url: `https://i.ytimg.com/vi/${video.id}/hq720.jpg?sqp=-oaymwEcCOgCEMoBSFXyq4qpAw4IARUAAIhCGAFwAcABBg==`, width: 360, height: 202 },
          { url: `https://i.ytimg.com/vi/${video.id}/hq720.jpg?sqp=-oaymwEcCNAFEJQDSFXyq4qpAw4IARUAAIhCGAFwAcABBg==`, width: 720, height: 404 },
        ],
      },
      title: text(video.title),
      longBylineText: channelRun(video.channel),
      ...(video.live
        ? {
            viewCountText: { runs: [{ text: '1,234' }, { text: ' watching' }] },
            badges: [{ metadataBadgeRenderer: { style: 'BADGE_STYLE_TYPE_LIVE_NOW', label: 'LIVE', trackingParams: 'CAAQ' } }],
            thumbnailOverlays: [{ thumbnailOverlayTimeStatusRenderer: { text: { runs: [{ text: 'LIVE' }] }, style: 'LIVE' } }],
          }
        : {
            publishedTimeText: { simpleText: '6 years ago' },
            lengthText: { accessibility: { accessibilityData: { label: `${video.length} minutes` } }, simpleText: video.length },
            viewCountText: { simpleText: `${views} views` },
            shortViewCountText: { accessibility: { accessibilityData: { label: `${views} views` } }, simpleText: `${views} views` },
            thumbnailOverlays: [
              {
                thumbnailOverlayTimeStatusRenderer: {
                  text: { accessibility: { accessibilityData: { label: video.length } }, simpleText: video.length },
                  style: 'DEFAULT',
                },
              },
            ],
          }),
      navigationEndpoint: {
        clickTrackingParams: 'CAAQ',
        commandMetadata: { webCommandMetadata: { url: `/watch?v=${video.id}`, webPageType: 'WEB_PAGE_TYPE_WATCH', rootVe: 3832 } },
        watchEndpoint: { videoId: video.id, params: 'qgcCCAE%3D' },
      },
      ownerText: channelRun(video.channel),
      shortBylineText: channelRun(video.channel),
      trackingParams: 'CAAQ',
      showActionMenu: false,
      searchVideoResultEntityKey: `Eg${video.id}`,
    },
  };
}

export function innertubeSearchAnswer(videos: InnertubeVideo[]) {
  return {
    responseContext: {
      visitorData: 'CgtWaXNpdG9yRGF0YQ%3D%3D',
      serviceTrackingParams: [{ service: 'GFEEDBACK', params: [{ key: 'logged_in', value: '0' }] }],
      maxAgeSeconds: 0,
    },
    estimatedResults: String(videos.length * 1000),
    contents: {
      twoColumnSearchResultsRenderer: {
        primaryContents: {
          sectionListRenderer: {
            contents: [
              { itemSectionRenderer: { contents: videos.map(videoRenderer), trackingParams: 'CAAQ' } },
              {
                continuationItemRenderer: {
                  trigger: 'CONTINUATION_TRIGGER_ON_ITEM_SHOWN',
                  continuationEndpoint: {
                    clickTrackingParams: 'CAAQ',
                    commandMetadata: { webCommandMetadata: { sendPost: true, apiUrl: '/youtubei/v1/search' } },
                    continuationCommand: { token: 'EpUDEgZrYXJhb2tl', request: 'CONTINUATION_REQUEST_TYPE_SEARCH' },
                  },
                },
              },
            ],
            trackingParams: 'CAAQ',
          },
        },
      },
    },
    trackingParams: 'CAAQ',
    refinements: [],
  };
}
