import type { Bilingual } from '../codes';

/** What an uploaded file is for: it decides the limits, who may upload it and where it is stored. */
export const MediaPurposes = [
  'exhibitImage',
  'exhibitCover',
  'companyImage',
  'logo',
  'scenePicture',
  'exhibitVideo',
  'videoCover',
  'companyVideo',
  'employeePhoto',
  'bannerImage',
  'articleCover',
  'carouselImage',
  'adImage',
  'vipPassportPhoto',
  'vipPhoto',
  'sourcingProductImage',
  'chatImage',
  'chatVideo',
  'chatFile',
] as const;
export type MediaPurpose = (typeof MediaPurposes)[number];

/** Real formats the server recognises by their first bytes (the file name and the browser's type are ignored). */
export type MediaFormat = 'jpeg' | 'png' | 'gif' | 'mp4';

export type MediaLimit = {
  /** a `file` is stored as it is, whatever its type (`formats` is empty: any) */
  kind: 'image' | 'video' | 'file';
  formats: readonly MediaFormat[];
  maxBytes: number;
  /** smallest accepted file, in bytes (a VIP photo this small is too poor to check a face on) */
  minBytes?: number;
  /** smallest accepted width and height in pixels */
  minWidth?: number;
  minHeight?: number;
  /** how many one exhibit, company or scene may hold */
  maxCount?: number;
  /**
   * Who may upload it: exhibitor staff, only the company's administrators (company-level pictures),
   * organizers who edit the fair's content, a visitor for their own application, or anyone who may
   * chat (a buyer, an employee who has not resigned, an organizer) for a chat message.
   */
  uploader: 'exhibitor' | 'exhibitorAdmin' | 'organizerContent' | 'visitor' | 'chat';
  /**
   * Personal documents: stored under `private/`, served only with no-cache headers and never listed;
   * their server-made names are the capability, handed only to the applicant and the fair's reviewers.
   */
  personal?: boolean;
};

const MB = 1024 * 1024;
const photo = ['jpeg', 'png'] as const;

/**
 * The media-limits table of spec 001 §5, as data: the server checks every upload against it and the
 * back office shows the same numbers. Company images are "1200x560, minimum in one place, recommended in
 * another": the server takes it as the minimum, which keeps every stored picture sharp at that size.
 */
export const mediaLimits: Record<MediaPurpose, MediaLimit> = {
  exhibitImage: {
    kind: 'image',
    formats: photo,
    maxBytes: 2 * MB,
    minWidth: 750,
    minHeight: 750,
    maxCount: 10,
    uploader: 'exhibitor',
  },
  exhibitCover: {
    kind: 'image',
    formats: photo,
    maxBytes: 2 * MB,
    minWidth: 175,
    minHeight: 175,
    maxCount: 6,
    uploader: 'exhibitor',
  },
  companyImage: {
    kind: 'image',
    formats: photo,
    maxBytes: 2 * MB,
    minWidth: 1200,
    minHeight: 560,
    maxCount: 3,
    uploader: 'exhibitorAdmin',
  },
  logo: { kind: 'image', formats: photo, maxBytes: 2 * MB, maxCount: 1, uploader: 'exhibitorAdmin' },
  scenePicture: {
    kind: 'image',
    formats: photo,
    maxBytes: 2 * MB,
    minWidth: 1000,
    minHeight: 560,
    maxCount: 1,
    uploader: 'exhibitor',
  },
  exhibitVideo: { kind: 'video', formats: ['mp4'], maxBytes: 100 * MB, maxCount: 1, uploader: 'exhibitor' },
  videoCover: { kind: 'image', formats: photo, maxBytes: 1 * MB, maxCount: 1, uploader: 'exhibitor' },
  // The company profile's video: the spec gives it no limit of its own, so the exhibit video's.
  companyVideo: {
    kind: 'video',
    formats: ['mp4'],
    maxBytes: 100 * MB,
    maxCount: 1,
    uploader: 'exhibitorAdmin',
  },
  // An employee's photo (spec 001 §3 employee): the spec gives no limit; a portrait, like the logo.
  employeePhoto: { kind: 'image', formats: photo, maxBytes: 2 * MB, maxCount: 1, uploader: 'exhibitorAdmin' },
  // The home banner is a wide strip; an article's cover a list tile (ours: the spec shows no organizer).
  bannerImage: {
    kind: 'image',
    formats: photo,
    maxBytes: 2 * MB,
    minWidth: 1200,
    minHeight: 300,
    maxCount: 1,
    uploader: 'organizerContent',
  },
  articleCover: {
    kind: 'image',
    formats: photo,
    maxBytes: 2 * MB,
    minWidth: 400,
    minHeight: 225,
    maxCount: 1,
    uploader: 'organizerContent',
  },
  // The home carousel's 4:3 cards and the side column's 10:13 portrait advertisements (ours).
  carouselImage: {
    kind: 'image',
    formats: photo,
    maxBytes: 2 * MB,
    minWidth: 400,
    minHeight: 300,
    maxCount: 1,
    uploader: 'organizerContent',
  },
  adImage: {
    kind: 'image',
    formats: photo,
    maxBytes: 2 * MB,
    minWidth: 200,
    minHeight: 260,
    maxCount: 1,
    uploader: 'organizerContent',
  },
  // VIP photos (spec 001 §5: jpg, png, bmp or gif, 30 KB to 1 MB). BMP and GIF are taken by no image
  // pipeline here; phones and scanners give JPG or PNG, so those two are accepted.
  vipPassportPhoto: {
    kind: 'image',
    formats: photo,
    minBytes: 30 * 1024,
    maxBytes: 1 * MB,
    maxCount: 1,
    uploader: 'visitor',
    personal: true,
  },
  vipPhoto: {
    kind: 'image',
    formats: photo,
    minBytes: 30 * 1024,
    maxBytes: 1 * MB,
    maxCount: 1,
    uploader: 'visitor',
    personal: true,
  },
  // The picture of what a buyer is sourcing: shown to the exhibitors approved for the meeting, so not a
  // personal document; the spec gives no limit, so a product picture's size without its minimum.
  sourcingProductImage: { kind: 'image', formats: photo, maxBytes: 2 * MB, maxCount: 1, uploader: 'visitor' },
  // Chat files (spec 001 §5: the image picker takes jpg, jpeg, png, gif and bmp, the video picker mp4,
  // the file picker anything). The spec gives no chat sizes: its "exhibitor-sent material" row (10 MB)
  // is what people send each other at a fair, so pictures and files take that; a video takes what an
  // exhibit video may be (100 MB). BMP is turned into PNG in the browser before it is sent (the image
  // pipeline re-encodes every picture and has no BMP encoder); a GIF stays a GIF, animation included.
  chatImage: { kind: 'image', formats: ['jpeg', 'png', 'gif'], maxBytes: 10 * MB, uploader: 'chat' },
  chatVideo: { kind: 'video', formats: ['mp4'], maxBytes: 100 * MB, uploader: 'chat' },
  chatFile: { kind: 'file', formats: [], maxBytes: 10 * MB, uploader: 'chat' },
};

/** The largest file any purpose takes: no upload request body may be longer. */
export const MAX_UPLOAD_BYTES = Math.max(...Object.values(mediaLimits).map((l) => l.maxBytes));

export const imagePurposes = MediaPurposes.filter((p) => mediaLimits[p].kind === 'image');
export const videoPurposes = MediaPurposes.filter((p) => mediaLimits[p].kind === 'video');
export const filePurposes = MediaPurposes.filter((p) => mediaLimits[p].kind === 'file');

/** Longest name a stored file keeps for its download (longer ones are cut, the extension kept). */
export const FILE_NAME_MAX = 200;

/**
 * Images larger than this many pixels are refused before they are decoded: a small file can declare a
 * huge canvas (a decompression bomb). 40 megapixels is above any camera photo people send to a fair.
 */
export const MAX_IMAGE_PIXELS = 40_000_000;

/**
 * Resized copies made of every image: `small` is the spec's resize rule for images from the storage host
 * (200×200 at quality 100, spec 001 §5), `thumb` is what lists show.
 */
export const imageVariants = {
  small: { width: 200, height: 200, quality: 100 },
  thumb: { width: 480, height: 480, quality: 82 },
} as const;
export type ImageVariant = keyof typeof imageVariants;

/** Largest chunk of a resumable video upload, in bytes: one request, one small retry when it drops. */
export const VIDEO_CHUNK_BYTES = 5 * MB;

/** Why an upload was refused, with the spec's limits filled in (`{value}` placeholders). */
export const MediaRejections = [
  'unknownPurpose',
  'noFile',
  'wrongType',
  'svgRefused',
  'tooLarge',
  'fileTooSmall',
  'tooSmall',
  'tooManyPixels',
  'unreadable',
  'notH264',
  'countExceeded',
  'uploadNotFound',
  'wrongOffset',
  'incomplete',
] as const;
export type MediaRejection = (typeof MediaRejections)[number];

export const mediaMessages: Record<MediaRejection, Bilingual> = {
  unknownPurpose: { zh: '不支持的上传用途', en: 'This kind of upload is not supported.' },
  noFile: { zh: '请选择要上传的文件', en: 'Please choose a file to upload.' },
  wrongType: { zh: '仅支持 {formats} 格式', en: 'Only {formats} files are accepted.' },
  svgRefused: {
    zh: '不支持 SVG 图片，请上传 {formats} 格式',
    en: 'SVG images are not accepted; please upload {formats}.',
  },
  tooLarge: { zh: '文件大小不能超过 {max}', en: 'The file must not be larger than {max}.' },
  fileTooSmall: {
    zh: '文件大小不能小于 {min}，请上传更清晰的照片',
    en: 'The file must be at least {min}; please upload a sharper photo.',
  },
  tooSmall: {
    zh: '图片尺寸不能小于 {width}x{height} 像素',
    en: 'The image must be at least {width}x{height} pixels.',
  },
  tooManyPixels: { zh: '图片像素过多，无法处理', en: 'The image has too many pixels to be processed.' },
  unreadable: { zh: '文件已损坏或无法读取', en: 'The file is damaged or cannot be read.' },
  notH264: { zh: '视频须为 H.264 编码的 MP4 文件', en: 'The video must be an MP4 file encoded with H.264.' },
  countExceeded: {
    zh: '超出上传数量限制（最多 {max} 个）',
    en: 'The upload limit exceeded (at most {max}).',
  },
  uploadNotFound: { zh: '上传已失效，请重新上传', en: 'This upload has expired; please upload again.' },
  wrongOffset: {
    zh: '分片位置不正确，请从 {offset} 字节继续',
    en: 'The chunk is out of place; continue from byte {offset}.',
  },
  incomplete: { zh: '文件尚未上传完整', en: 'The file has not been uploaded completely.' },
};

/** "2 MB", "100 MB", "1 MB", "500 KB": how limits read in messages. */
export function formatByteLimit(bytes: number): string {
  if (bytes >= MB && bytes % MB === 0) return `${bytes / MB} MB`;
  if (bytes >= MB) return `${(bytes / MB).toFixed(1)} MB`;
  return `${Math.round(bytes / 1024)} KB`;
}

/** "JPG or PNG", "MP4": the formats of a purpose as people name them. */
export function formatNames(formats: readonly MediaFormat[], lang: 'cn' | 'en'): string {
  const names = formats.map((f) => (f === 'jpeg' ? 'JPG' : f.toUpperCase()));
  if (names.length < 2) return names.join('');
  return lang === 'en' ? `${names.slice(0, -1).join(', ')} or ${names.at(-1)}` : names.join('、');
}
