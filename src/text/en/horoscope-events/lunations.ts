import type { HouseCells } from '../../horoscope-event-text.js';

// Urania's own text (original writing for this project), locale en: what a New Moon, a Full Moon, a quarter Moon
// and an eclipse mean in each solar house. The 1st house first.

export const NEW_MOON: HouseCells = [
  [
    'Pick one personal aim, write it where you will see it each morning, and let the next four weeks prove you meant it.',
    'A fresh look, a new habit or a cleaner way of introducing yourself would all take root well now.',
    'You get to decide again who you are becoming; start small and visible, like a haircut or an early alarm.',
  ],
  [
    'Open the savings account, set the budget or name the price you have been shy of asking; money plans made now tend to hold.',
    'Ask what you truly value before you ask what it costs, then make one purchase or one saving that matches the answer.',
    'A small, regular deposit started this week grows quietly through the month.',
  ],
  [
    'Send the first message, sign up for the short course or clear the backlog of replies; words carry well now.',
    'A new route, a new notebook or a new conversation with a brother, sister or neighbor starts easily.',
    'Ideas you jot down over the next few days deserve a folder of their own.',
  ],
  [
    'Start the home project, even if it is one shelf; a room put in order settles the mind as well.',
    'Plant something at home, literal or not: a routine with family, a change of furniture, a call to a parent.',
    'What you begin under your own roof now will shape how safe and rested you feel for weeks.',
  ],
  [
    'Begin the creative piece, book the date or try the hobby you keep postponing; pleasure is worth planning for.',
    'Say yes to something playful; a first date, a first sketch or a day out with children can start a good run.',
    'Give your talent a regular hour and watch what it builds in two weeks.',
  ],
  [
    'One new habit, chosen well, beats a list of ten; pick the walk, the earlier night or the cleaner desk.',
    'Reorganize the working week while energy is fresh, and let your body have a say in the schedule.',
    'A health appointment or a tidier system at work is easier to start now than later.',
  ],
  [
    'Propose the plan, sign the agreement or simply ask a partner what the two of you want next.',
    'A new alliance, at work or at home, starts on good terms if each side says plainly what it brings.',
    'Meet people one to one; a fresh contact made now could become a steady ally.',
  ],
  [
    'Sort shared money: the joint account, the loan, the subscription nobody uses; a clean start here frees you.',
    'A deeper conversation about trust is possible now; begin it gently and let it grow.',
    'Set up the insurance, the will or the repayment plan you have been avoiding, and feel the weight lift.',
  ],
  [
    'Enroll, book the ticket or open the big book; your horizon asks to be widened on purpose.',
    'A plan to learn, travel or publish takes its first step easily, so take it.',
    'Write down the belief or question that is steering you, and follow it somewhere new this month.',
  ],
  [
    'State a career goal out loud to someone who can help, then take one step toward it this week.',
    'A new role, application or public project gets a clean start; dress for the job you are aiming at.',
    'Decide what you want to be known for, and let your next piece of work say it.',
  ],
  [
    'Join the group, message the friend you have lost touch with or set a hope for the year with others.',
    'Networks you start building now will pay back in favors and company.',
    'A shared cause or a circle of like-minded people is a good place to plant a wish.',
  ],
  [
    'Begin quietly: a meditation, a journal or an early night can reset more than a bold move.',
    'Let something end before anything starts, and give yourself a private ritual to mark it.',
    'Time alone is the new beginning here; guard a few hours of it this week.',
  ],
];

export const FULL_MOON: HouseCells = [
  [
    'You may feel seen, perhaps more than you like; take the feedback and keep what is useful.',
    'Personal efforts of the past two weeks show their results, and it is a good time to adjust your course.',
    'Emotions run close to the skin, so give your body rest and your temper a long fuse.',
  ],
  [
    'A money matter comes to a head: a bill, a payment or a decision about what you own.',
    'You see clearly what something is worth to you, so let go of what no longer earns its place.',
    'Income and spending show their real pattern now; read the figures calmly and make one correction.',
  ],
  [
    'News arrives or a conversation reaches its point; listen to the whole of it before you reply.',
    'A piece of writing, a negotiation or a family chat can be finished now with a clear word.',
    'Your mind is busy, so close the open tabs and say the thing that needs saying.',
  ],
  [
    'Home and family ask for attention, perhaps all at once; decide what matters most and start there.',
    'A domestic matter reaches a turning point, and honest talk at the kitchen table helps.',
    'Feelings about where you live or where you come from rise to the surface; let them, then act kindly.',
  ],
  [
    'A creative project or a romance shows what it is made of, and applause is possible.',
    'Enjoy the result of what you made for the love of it, and share it with someone who cares.',
    'Children, lovers or hobbies want the spotlight; give it generously for an evening.',
  ],
  [
    'Work piles up or wraps up; finish what can be finished and hand on what belongs to others.',
    'Your body keeps the score of recent weeks, so listen to tiredness before it insists.',
    'A routine that has not worked shows itself plainly now, which makes it easier to change.',
  ],
  [
    'A relationship reaches a moment of truth; say what you need and hear what the other needs.',
    'Agreements and partnerships come into focus, and a balance between give and take is the aim.',
    'Someone close holds up a mirror; use it to see both sides, not to score a point.',
  ],
  [
    'Shared money or a matter of trust comes to light, and frankness clears the air.',
    'What you owe and what is owed to you shows itself, so settle one account while it is in view.',
    'Strong feelings surface in close bonds; give them words rather than silences.',
  ],
  [
    'A course, a trip or a question of belief reaches a result; celebrate what you learned.',
    'News from far away or a decision about study or travel comes to a point.',
    'Your view of the bigger picture sharpens, and you can tell a true conviction from a borrowed one.',
  ],
  [
    'Career efforts become visible, to you and to people above you; accept credit where it is due.',
    'A work goal is reached or shown to need a new route, and either way you learn where you stand.',
    'The balance of work and home tips toward public duty for a few days; plan rest for afterward.',
  ],
  [
    'Friendships and group plans come to a head, and you find out who turns up.',
    'A hope you set months ago shows how far it has come; take stock with the people who share it.',
    'A social event or a team decision lands now, so offer your part and enjoy the company.',
  ],
  [
    'Tiredness or a private worry asks for attention; sleep, quiet and a kind word to yourself come first.',
    'Something that has run its course wants to be let go of, and you will feel lighter for it.',
    'Dreams and hunches are vivid; write them down, then rest before you decide anything.',
  ],
];

export const QUARTER_MOON: HouseCells = [
  ['A small decision about how you present yourself keeps things moving.', 'Check that your personal plans still fit the person you are now.'],
  ['Review the budget and trim one expense without fuss.', 'A quick money decision now saves a slower one later.'],
  ['Answer the message you have been turning over, briefly and clearly.', 'A conversation needs a nudge; give it one.'],
  ['A household task wants finishing before the week runs on.', 'Adjust the home routine so that it serves everyone under the roof.'],
  ['Give a creative idea a deadline, or let it go with good grace.', 'A small treat or a playful hour keeps the heart in the game.'],
  ['Rearrange the work list so that the hardest item comes first.', 'A quick check of habits and health keeps the month on track.'],
  ['Meet a partner halfway on one practical point.', 'An agreement benefits from a plain question about who does what.'],
  ['Look at a shared account or a promise with fresh eyes.', 'Trust grows when you check the small print together.'],
  ['Choose one thing to learn and drop one you will never read.', 'Adjust the travel or study plan to what is realistic.'],
  ['Take one practical step on a career goal and tell no one yet.', 'Sort what your work asks of you from what you ask of yourself.'],
  ['Confirm the plan with friends or step back from one group you have outgrown.', 'A hope needs a next step; name it.'],
  ['Leave room in the diary for quiet and see what surfaces.', 'Rest is a decision too; make it on purpose.'],
];

export const SOLAR_ECLIPSE: HouseCells = [
  [
    'This one is personal: expect a push to start over in how you look, live or lead, and let the change begin from within.',
    'An eclipse in your own sign tends to open a new chapter of self; say yes to the parts of it that feel like growth.',
  ],
  [
    'Money and what you value can change course suddenly now; make flexible plans and keep a cushion.',
    'A new source of income or a new attitude to possessions can begin here, if you stay open to it.',
  ],
  [
    'News, a new neighbor, a new way of learning or a sibling’s plan could redirect your everyday life.',
    'Conversations that begin now can change your mind about something you thought was settled.',
  ],
  [
    'A change at home or in the family may start without asking your permission; meet it with patience.',
    'This can mark a move, a renovation or a new pattern of family life over the coming months.',
  ],
  [
    'A new love, a creative direction or news about children may arrive with a bang and stay a while.',
    'Pleasure and self-expression take a new turn; follow the one that makes you feel most alive.',
  ],
  [
    'Work routines or health habits may need a rethink; a sudden change of schedule can be a blessing in disguise.',
    'A new job, duty or daily rhythm may be handed to you; adjust your habits rather than resist them.',
  ],
  [
    'A partnership may begin, change or end; the eclipse asks for honest agreements rather than comfortable ones.',
    'Someone new could step into your life, or an old bond could take a very different form.',
  ],
  [
    'Joint finances, debts or a close bond may take an unexpected turn; keep talking and keep records.',
    'Something hidden about money or trust comes out, which lets you start afresh on firmer ground.',
  ],
  [
    'A journey, a course or a new belief could open a door you did not know was there.',
    'Plans to travel, publish or study may change shape; the new shape may suit you better.',
  ],
  [
    'Career direction can shift quickly now; an offer, a change of boss or a new ambition may appear.',
    'Your public role is being rewritten; decide what you want the next version to say.',
  ],
  [
    'Friendships and group ties may reshuffle, and new allies could arrive out of nowhere.',
    'A hope you had set aside may come back with a door open; walk through it with friends.',
  ],
  [
    'Something ends quietly or a secret surfaces, and you may need more rest than usual; trust the pause.',
    'Behind the scenes, a new cycle begins; keep a journal, it will make sense in six months.',
  ],
];

export const LUNAR_ECLIPSE: HouseCells = [
  [
    'A personal matter reaches its end point, and you may feel raw; be gentle with yourself and let the old role go.',
    'You may see yourself in a new light, perhaps through someone else’s eyes, and be ready to drop an old habit.',
  ],
  [
    'A financial chapter closes: a debt cleared, a job’s pay changed or a possession released.',
    'Your sense of security is tested and then steadied; release what you hold only out of fear.',
  ],
  [
    'A conversation can end a misunderstanding, or a piece of news may close one chapter of your daily life.',
    'Say what has gone unsaid with a sibling or neighbor, and then let the matter rest.',
  ],
  [
    'Family feelings come to the surface and a home situation reaches its turning point.',
    'A chapter of domestic life closes; honor it, then make room for what comes next.',
  ],
  [
    'A romance or creative project reaches a climax, and you will know whether it has a future.',
    'Feelings about children, love or play run high; let the drama pass before you decide.',
  ],
  [
    'A job, a routine or a health habit reaches its end point; listen to your body’s vote.',
    'Stress at work can peak and then release; finish the task and rest properly afterward.',
  ],
  [
    'A relationship or agreement comes to a decisive point; clarity is the gift, even if it stings.',
    'You and a partner see where you stand; let honesty lead and kindness follow.',
  ],
  [
    'Shared resources or deep feelings come into the open; it is a time for letting go, not holding tight.',
    'A debt, a secret or a dependency may end, and freedom comes with it.',
  ],
  [
    'A belief, a course or a travel plan reaches its conclusion, and your view of the world shifts.',
    'News from afar or from a teacher brings something to a close; take the lesson with you.',
  ],
  [
    'A professional chapter closes: a project finishes, a role changes or a goal is reached.',
    'Public life and private life pull in opposite directions; choose what you can keep up.',
  ],
  [
    'A friendship or group tie reaches a turning point, and you find out who stays.',
    'A long-held hope is fulfilled or released; either way, you will know which.',
  ],
  [
    'Something you have carried privately is ready to be put down; give yourself time to grieve and rest.',
    'Hidden worries come to light and lose their power once named.',
  ],
];
