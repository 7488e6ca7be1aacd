import type { WarningWords } from '../warning-words.js';

/** The chart records' warnings in Simplified Chinese (terms: docs/i18n/zh-Hans.md — 宫头, 上升点, 天顶, 地方平时). */
export const WARNING_WORDS_ZH_HANS: WarningWords = {
  noonAssumed: '未给出出生时间：按当地正午（12:00）计算',
  localMeanTime:
    '{date}时{timezone}时区仍使用地方平时：时差取出生地经度的平时，UTC{offset}（经度 {longitude}° / 15）',
  clockFold:
    '{date}在{timezone}时区，{time}出现了两次（时钟回拨 {minutes} 分钟）：采用第一次，UTC{offset}（第二次为 UTC{otherOffset}）',
  clockGap:
    '{date}在{timezone}时区，{time}并不存在（时钟拨快 {minutes} 分钟）：顺延至 {movedTime}（UTC{offset}）',
  intlDisagrees:
    '运行环境的 Intl 给出{timezone}时区在{date}为 UTC{intlOffset}；tz 时区数据库 {version} 给出 UTC{offset}（{abbreviation}），采用了后者（见 docs/time.md）',
  deltaTBlur:
    '{year}年前后的 ΔT（TT − UT）只精确到 ±{sigma} 秒（1σ，见 docs/time.md）：在此范围内上升点最多移动 {spread}°，宫位与四轴也有同样的不确定',
  porphyryFallback: '{reason}：在纬度 {latitude}° 处改用波菲利宫头。',
  housesOverlap: '此处{system}的宫头不按同一方向绕行黄道（各宫会相互重叠）',
  apcUndefined: '此处 APC 宫位无定义（上升点的周日圈与地平线不相交）',
  polarUndefined:
    '{system, select, Koch {极圈内科赫宫位无定义（天顶度数未必升起）} ' +
    'Gauquelin {极圈内高克林扇区无定义（有些度数永不升起或落下）} ' +
    'other {极圈内{system}宫位无定义（有些度数永不升起或落下）}}',
  polesHorizon: '在地理极点，{system}的每个宫位圈都与地平线重合',
  sunDeclinationMissing: '{system}宫位需要太阳赤纬，但未给出',
  sunNeverRises: '太阳既不升起也不落下时（极昼或极夜），{system}宫位无定义',
  horizonReversed:
    '此处地平宫位逆星座顺序排列：在纬度 {latitude}° 处，垂直圈与黄道相交于第1宫头为宿命点而非反宿命点的那一支。',
  polarMidheaven:
    '在纬度 {latitude}° 处天顶位于地平线以下（极圈之内）：{system}的第10宫头取子午线在地平线以上的点（天顶 + 180°），各宫逆星座顺序排列。',
  bodyOmitted:
    '{body}从略：{code, select, OUT_OF_RANGE {日期超出可用星历范围} ' +
    'UNSUPPORTED {其星历尚未加载（loadBodies）} other {无法计算其位置}}',
  equalHours:
    '{date}在纬度 {latitude}° 处没有日出日落循环（极昼或极夜）：改为从地方平太阳时 06:00 起、每小时 60 分钟的等长时辰',
  clocksChanged:
    '{timezone}时区的时钟在时间窗内调整，时刻为 {instant}（由 {before} 改为 {after}）：此后的钟表时间按新的时差读取。',
  familyQuoted: '{language}：“{family}”尚无译文；本记录引用的相关内容为英文。',
  entriesUntranslated:
    '{language}：“{family}”中有 {count} 条尚无译文，仍为英文：{listed}{more, plural, =0 {} other {，另有 {more} 条}}。',
  familyComposed: '{language}：“{family}”尚无译文；这些文字为英文。',
};
