/**
 * Players a page may embed a video from. The security policy admits frames from these origins
 * only, so the page schema accepts no other: an embed from elsewhere would show a blocked frame.
 */
export const videoEmbedOrigins = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'];
