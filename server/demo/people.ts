import type { Rng } from './random';

/**
 * People of the demo data: names as Chinese people are commonly named (the most frequent surnames,
 * weighted roughly by frequency, and common given names) and mobile numbers the phone rule accepts.
 */

/** [surname, weight]: the most common surnames, the first ones far more frequent. */
const SURNAMES: [string, number][] = [
  ['王', 72], ['李', 71], ['张', 67], ['刘', 55], ['陈', 45], ['杨', 31], ['黄', 24], ['赵', 22], ['吴', 21], ['周', 20],
  ['徐', 17], ['孙', 15], ['马', 15], ['朱', 14], ['胡', 13], ['郭', 12], ['何', 12], ['高', 11], ['林', 11], ['罗', 10],
  ['郑', 9], ['梁', 9], ['谢', 8], ['宋', 7], ['唐', 7], ['许', 7], ['韩', 6], ['冯', 6], ['邓', 6], ['曹', 6],
  ['彭', 6], ['曾', 5], ['肖', 5], ['田', 5], ['董', 5], ['袁', 5], ['潘', 4], ['于', 4], ['蒋', 4], ['蔡', 4],
  ['余', 4], ['杜', 4], ['叶', 4], ['程', 4], ['苏', 3], ['魏', 3], ['吕', 3], ['丁', 3], ['任', 3], ['沈', 3],
  ['姚', 3], ['卢', 3], ['姜', 3], ['崔', 3], ['钟', 3], ['谭', 3], ['陆', 3], ['汪', 3], ['范', 3], ['金', 3],
  ['方', 2], ['俞', 2], ['楼', 1], ['应', 1], ['诸葛', 1], ['欧阳', 1],
];

const GIVEN_ONE = ['伟', '芳', '娜', '敏', '静', '丽', '强', '磊', '军', '洋', '勇', '艳', '杰', '娟', '涛', '明', '超', '霞', '平', '刚', '华', '红', '鑫', '斌', '婷', '浩', '晨', '琳', '峰', '燕'];
const GIVEN_TWO = [
  '秀英', '秀兰', '桂英', '建华', '志强', '国庆', '海燕', '晓东', '春梅', '建军', '丽娟', '俊杰', '子涵', '梓轩', '雨桐', '思远',
  '欣怡', '浩然', '宇航', '佳怡', '文博', '晓明', '海峰', '建平', '玉兰', '丽华', '志刚', '永红', '国平', '卫东', '晓燕', '晓峰',
  '一鸣', '天宇', '雅婷', '嘉怡', '立新', '振华', '美玲', '伟民', '建国', '红梅', '金凤', '宏伟', '慧敏', '子豪',
];

export function personName(rng: Rng): string {
  const [surname] = rng.weighted(SURNAMES, ([, w]) => w);
  return surname + (rng.chance(0.3) ? rng.pick(GIVEN_ONE) : rng.pick(GIVEN_TWO));
}

/** Mobile prefixes of the three carriers in use; every one passes `^1[3-9]\d{9}$` with 8 more digits. */
const MOBILE_PREFIXES = [
  '130', '131', '132', '133', '135', '136', '137', '138', '139', '147', '150', '151', '152', '153', '155', '156', '157', '158', '159',
  '166', '173', '175', '176', '177', '180', '181', '182', '183', '185', '186', '187', '188', '189', '191', '198', '199',
];

export function mobilePhone(rng: Rng): string {
  return rng.pick(MOBILE_PREFIXES) + rng.digits(8);
}
