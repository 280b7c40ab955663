/**
 * The demo's chance, fixed: a seeded generator (mulberry32), so every demo
 * has the same people, houses, ballots and outcomes (only the dates follow
 * the day it is written).
 */
export interface Rand {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  pick<T>(list: readonly T[]): T;
  /** True with probability p. */
  chance(p: number): boolean;
  shuffle<T>(list: readonly T[]): T[];
}

export function rand(seed: number): Rand {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: (list) => list[Math.floor(next() * list.length)]!,
    chance: (p) => next() < p,
    shuffle: (list) => {
      const out = [...list];
      for (let i = out.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [out[i], out[j]] = [out[j]!, out[i]!];
      }
      return out;
    },
  };
}

const SURNAMES = '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦方白邹孟熊秦邱江尹薛段雷侯龙史陶黎贺顾毛郝龚邵万钱严武戴莫孔向汤';
const MALE = ['建国', '志强', '国华', '海涛', '文杰', '俊杰', '宏伟', '子轩', '浩然', '明辉', '立新', '家豪', '振华', '永刚', '晓东', '德明', '伟', '磊', '勇', '军', '斌', '鹏', '超', '涛', '强', '毅', '昊天', '宇航', '博文', '思远'];
const FEMALE = ['秀英', '丽娟', '晓燕', '静', '敏', '丹', '婷', '芳', '雪梅', '慧敏', '玉兰', '桂芳', '佳怡', '欣怡', '雨涵', '梓涵', '晓霞', '红梅', '淑华', '美玲', '丽华', '春燕', '文静', '思琪', '可欣', '海燕', '凤英', '翠兰', '嘉怡', '诗雨'];
const PHONE_PREFIXES = ['138', '139', '136', '137', '135', '150', '151', '152', '158', '159', '186', '187', '188', '177', '176', '183', '189', '133', '153', '180', '181', '199'];

export interface Person {
  name: string;
  /** 1 男, 2 女 */
  gender: 1 | 2;
  phone: string;
  age: number;
}

/** People with different names and mobile numbers. */
export function people(r: Rand, count: number): Person[] {
  const names = new Set<string>();
  const phones = new Set<string>();
  const out: Person[] = [];
  while (out.length < count) {
    const gender = r.chance(0.5) ? 1 : 2;
    const name = r.pick([...SURNAMES]) + r.pick(gender === 1 ? MALE : FEMALE);
    if (names.has(name)) continue;
    const phone = r.pick(PHONE_PREFIXES) + String(r.int(0, 99_999_999)).padStart(8, '0');
    if (phones.has(phone)) continue;
    names.add(name);
    phones.add(phone);
    out.push({ name, gender, phone, age: r.int(26, 78) });
  }
  return out;
}

export const NICKNAMES = ['阳光', '小雨', '老张', '向日葵', '清风徐来', '晴天', '木子', '安然', '时光', '知足常乐', '大海', '云朵', '悠然', '小鱼', '橙子', '稻香', '远方', '平安是福', '青松', '星星'];
export const OCCUPATIONS = ['教师', '工程师', '医生', '会计', '公务员', '个体经营', '退休', '自由职业', '律师', '护士', '设计师', '销售', '司机', '厨师'];
