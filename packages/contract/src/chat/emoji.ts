import type { Bilingual } from '../codes';

/**
 * The send box's named emoji (spec 001 §2, §9: 141 of them). A text message carries an emoji as its
 * token, the Chinese name in square brackets as the spec's instant-messaging service did (`[微笑]`), so
 * the text stays readable where no picture is drawn (notifications, the conversation list's summary)
 * and both languages store the same string. The order is the picker's order; a token never changes
 * once released, because stored messages carry it.
 */
export type NamedEmoji = { token: string; zh: string; en: string };

const named = (zh: string, en: string): NamedEmoji => ({ token: `[${zh}]`, zh, en });

export const EMOJI: readonly NamedEmoji[] = [
  // faces: joy
  named('微笑', 'Smile'),
  named('开心', 'Happy'),
  named('大笑', 'Laugh'),
  named('憨笑', 'Beaming'),
  named('呲牙', 'Grin'),
  named('偷笑', 'Snicker'),
  named('笑哭', 'Tears of Joy'),
  named('捂脸', 'Facepalm'),
  named('害羞', 'Shy'),
  named('脸红', 'Blush'),
  named('色', 'Heart Eyes'),
  named('亲亲', 'Kiss'),
  named('飞吻', 'Blow a Kiss'),
  named('得意', 'Proud'),
  named('酷', 'Cool'),
  named('调皮', 'Tongue Out'),
  named('眨眼', 'Wink'),
  named('可爱', 'Cute'),
  named('天使', 'Angel'),
  named('恶魔', 'Devil'),
  named('满意', 'Content'),
  named('期待', 'Hopeful'),
  named('傻笑', 'Silly'),
  named('惊喜', 'Delighted'),
  named('星星眼', 'Star-Struck'),
  named('发财', 'Money Eyes'),
  named('机智', 'Bright Idea'),
  named('坏笑', 'Sly Smile'),
  named('阴险', 'Sinister'),
  named('奸笑', 'Evil Grin'),
  named('馋', 'Drool'),
  named('再见', 'Bye'),
  named('敬礼', 'Salute'),
  named('抱抱', 'Hug'),
  named('书呆子', 'Nerd'),
  named('吃瓜', 'Onlooker'),
  named('奋斗', 'Strive'),
  named('认真', 'Serious'),
  // faces: surprise and doubt
  named('发呆', 'Daze'),
  named('疑问', 'Puzzled'),
  named('惊讶', 'Surprised'),
  named('惊恐', 'Terrified'),
  named('震惊', 'Shocked'),
  named('思考', 'Thinking'),
  named('偷看', 'Peek'),
  named('无语', 'Speechless'),
  named('面无表情', 'Expressionless'),
  named('紧张', 'Nervous'),
  named('流汗', 'Sweat'),
  named('擦汗', 'Wipe Sweat'),
  named('尴尬', 'Awkward'),
  named('囧', 'Embarrassed'),
  named('苦涩', 'Bitter Smile'),
  named('无奈', 'Helpless'),
  // faces: sorrow
  named('难过', 'Sad'),
  named('流泪', 'Tear'),
  named('大哭', 'Cry'),
  named('委屈', 'Wronged'),
  named('可怜', 'Pleading'),
  named('失望', 'Disappointed'),
  named('郁闷', 'Gloomy'),
  named('叹气', 'Sigh'),
  named('崩溃', 'Breakdown'),
  named('衰', 'Unlucky'),
  // faces: anger and disdain
  named('生气', 'Angry'),
  named('发怒', 'Furious'),
  named('抓狂', 'Frantic'),
  named('烦躁', 'Irritated'),
  named('皱眉', 'Frown'),
  named('鄙视', 'Disdain'),
  named('白眼', 'Eye Roll'),
  named('撇嘴', 'Pout'),
  named('哼', 'Hmph'),
  named('左哼哼', 'Hmph Left'),
  named('右哼哼', 'Hmph Right'),
  named('傲慢', 'Arrogant'),
  named('闭嘴', 'Zip It'),
  named('嘘', 'Shush'),
  // faces: body
  named('睡', 'Sleep'),
  named('困', 'Sleepy'),
  named('哈欠', 'Yawn'),
  named('晕', 'Dizzy'),
  named('吐', 'Vomit'),
  named('生病', 'Sick'),
  named('口罩', 'Mask'),
  named('喷嚏', 'Sneeze'),
  named('冷', 'Freezing'),
  named('热', 'Overheated'),
  named('饿', 'Hungry'),
  named('爆炸', 'Mind Blown'),
  // characters
  named('机器人', 'Robot'),
  named('外星人', 'Alien'),
  named('幽灵', 'Ghost'),
  named('骷髅', 'Skull'),
  named('小丑', 'Clown'),
  named('猪头', 'Pig'),
  named('猫咪', 'Cat'),
  named('狗狗', 'Dog'),
  named('熊猫', 'Panda'),
  named('兔子', 'Rabbit'),
  named('青蛙', 'Frog'),
  // gestures and symbols
  named('强', 'Thumbs Up'),
  named('弱', 'Thumbs Down'),
  named('爱心', 'Heart'),
  named('心碎', 'Broken Heart'),
  named('玫瑰', 'Rose'),
  named('凋谢', 'Wilted Rose'),
  named('蛋糕', 'Cake'),
  named('礼物', 'Gift'),
  named('咖啡', 'Coffee'),
  named('啤酒', 'Beer'),
  named('红包', 'Red Packet'),
  named('太阳', 'Sun'),
  named('月亮', 'Moon'),
  named('星星', 'Star'),
  named('闪电', 'Lightning'),
  named('炸弹', 'Bomb'),
  named('便便', 'Poop'),
  named('火', 'Fire'),
  named('庆祝', 'Party Popper'),
  named('奖杯', 'Trophy'),
  named('钱袋', 'Money Bag'),
  named('灯泡', 'Light Bulb'),
  named('时钟', 'Clock'),
  named('电话', 'Phone'),
  named('信封', 'Envelope'),
  named('购物车', 'Shopping Cart'),
  named('包裹', 'Parcel'),
  named('地球', 'Globe'),
  named('飞机', 'Airplane'),
  named('对', 'Check'),
  named('错', 'Cross'),
  named('一百分', 'Hundred Points'),
  named('西瓜', 'Watermelon'),
  named('钻石', 'Diamond'),
  named('皇冠', 'Crown'),
  named('音符', 'Music'),
  named('气球', 'Balloon'),
  named('雪花', 'Snowflake'),
  named('彩虹', 'Rainbow'),
  named('合同', 'Contract'),
];

/** The emoji by token, for the splitter and the renderers. */
export const EMOJI_BY_TOKEN: ReadonlyMap<string, NamedEmoji> = new Map(EMOJI.map((e) => [e.token, e]));

export type TextPart = { kind: 'text'; text: string } | { kind: 'emoji'; emoji: NamedEmoji };

// Short: the longest name is a few characters, so a long bracketed run is never an emoji.
const BRACKETED = /\[[^[\]\n]{1,8}\]/g;

/**
 * Splits a text message into plain runs and emoji, in order. A bracketed word that names no emoji
 * (`[sample]`, a half-typed `[微`) stays text, and adjacent text runs are merged, so a renderer never
 * needs to interpret anything in the text.
 */
export function splitEmojiText(text: string): TextPart[] {
  const parts: TextPart[] = [];
  const pushText = (run: string) => {
    if (run === '') return;
    const last = parts.at(-1);
    if (last?.kind === 'text') last.text += run;
    else parts.push({ kind: 'text', text: run });
  };
  let at = 0;
  for (const match of text.matchAll(BRACKETED)) {
    const emoji = EMOJI_BY_TOKEN.get(match[0]);
    if (!emoji) continue;
    pushText(text.slice(at, match.index));
    parts.push({ kind: 'emoji', emoji });
    at = match.index + match[0].length;
  }
  pushText(text.slice(at));
  return parts;
}

/**
 * The sticker packs of the send box (spec 001 §9: 18, 16 and 17 stickers). A `face` message's payload
 * names a pack by `data` and a sticker by its 0-based `index` in the pack; the ids are stored in
 * messages and never change.
 */
export type StickerPack = { id: string; name: Bilingual; size: number };

export const STICKER_PACKS: readonly StickerPack[] = [
  { id: 'panda-buyer', name: { zh: '熊猫买家', en: 'Panda Buyer' }, size: 18 },
  { id: 'booth-bot', name: { zh: '展位机器人', en: 'Booth Bot' }, size: 16 },
  { id: 'deal-day', name: { zh: '成交时刻', en: 'Deal Day' }, size: 17 },
];

export const stickerPackById = (id: string): StickerPack | undefined =>
  STICKER_PACKS.find((pack) => pack.id === id);

/** Whether a face payload names a sticker that exists. */
export function isKnownSticker(packId: string, index: number): boolean {
  const pack = stickerPackById(packId);
  return pack !== undefined && Number.isInteger(index) && index >= 0 && index < pack.size;
}

export const stickerMessages = {
  unknownSticker: { zh: '没有这个表情', en: 'There is no such sticker' },
} satisfies Record<string, Bilingual>;
