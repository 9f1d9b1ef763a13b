"""Golden replays: random legal play of every game, with every player count, several seeds and
some non-default options, must end exactly as it did when the golden values were recorded;
so must a match of each game between its `greedy` and `random` AIs.

Each case plays to the end (scoring rounds whenever the engine waits for it), the move picked
by a seeded `random.Random` among `legal_moves` in the engine's order (or by the seat's AI),
and is summed up by the number of steps and of events, the SHA-256 of the final state
(canonical JSON, as in engines/replay.py), and digests of every legal-move list offered, of
every event, of every intermediate state and of the final views of seat 0 and of a spectator.
The values prove that no optimisation changes what the games do. They were made under the
rules versions in RULES_VERSIONS: a rule changed on purpose bumps its game's `rules_version`
(which replays record), and then the values of that game are printed anew with `python
tests/engines/test_golden_replays.py` and the diff reviewed.
"""

import hashlib
import json
import random as pyrandom

import pytest

from engines.registry import GAMES
from engines.replay import state_digest

MAX_STEPS = 100_000  # far beyond any of these matches: a guard against a stuck engine
SEEDS = (1, 20261129, 2**53 - 1)
AI_LEVELS = ("greedy", "random")  # seat s plays AI_LEVELS[s % 2] in the AI cases
# game -> non-default options, each played with two player counts and two seeds
OPTIONS = {
    "petits-chevaux": (
        {"horses_per_player": 4, "horses_to_win": 3, "extra_six_to_finish": True,
         "max_sixes_in_a_row": 2},
        {"horses_per_player": 2, "horses_to_win": 2, "max_sixes_in_a_row": 1},
    ),
    "royal-turf": (
        {"races": 1, "track_length": 10},
        {"hidden_bets": True, "track_length": 60, "last_horse_penalty": 250,
         "final_race_multiplier": 3,
         "payout_table": [[900, 500, 300], [700, 400, 0], [500, 300, 0], [300, 0, 0],
                          [100, 0, 0]]},
    ),
    "amazones": ({"first_player": 2},),
    "poney-mon-amour": (
        {"problems_per_number": 4, "solutions_per_number": 0, "amour": 10,
         "grosse_colere": 6},
        {"problems_per_number": 0, "solutions_per_number": 1, "amour": 0, "grosse_colere": 0,
         "max_turns_per_round": 10},
    ),
}


def cases() -> list[tuple[str, int, int, dict, bool]]:
    """(game, players, seed, raw options, played by the AIs): random play with every player
    count with the default options and every seed, then with each non-default option set with
    the fewest and the most players; and one AI match of each game, with the most players."""
    found = []
    for game_id, game in GAMES.items():
        counts = range(game.min_players, game.max_players + 1)
        found += [(game_id, players, seed, {}, False) for players in counts for seed in SEEDS]
        for options in OPTIONS[game_id]:
            found += [(game_id, players, seed, options, False)
                      for players in (game.min_players, game.max_players) for seed in SEEDS[:2]]
        found.append((game_id, game.max_players, SEEDS[0], {}, True))
    return found


def case_id(game_id: str, players: int, seed: int, options: dict, by_ai: bool) -> str:
    tag = "default" if not options else hashlib.sha256(
        json.dumps(options, sort_keys=True).encode()).hexdigest()[:6]
    return f"{game_id}/{players}p/seed{seed}/{tag}" + ("/ai" if by_ai else "")


def _canonical(value) -> bytes:
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False).encode()


def play(game_id: str, players: int, seed: int, raw_options: dict, by_ai: bool) -> dict:
    """Plays one case to the end; returns its summary (the values the golden table holds)."""
    game = GAMES[game_id]
    state, events = game.begin(players, game.resolve_options(raw_options, players), seed)
    chooser = pyrandom.Random(seed)
    offered, event_log, trajectory = hashlib.sha256(), hashlib.sha256(), hashlib.sha256()
    event_count = len(events)
    event_log.update(_canonical(events))
    states = [(state, state_digest(state))]
    steps = 0
    while game.result(state) is None:
        assert steps < MAX_STEPS, "the match does not end"
        steps += 1
        if game.is_scoring(state):
            state, events = game.score(state)
        else:
            seat = game.to_act(state)[0]
            legal = game.legal_moves(state, seat)
            offered.update(_canonical(legal))
            move = (game.ai_levels[AI_LEVELS[seat % 2]](state, seat) if by_ai
                    else chooser.choice(legal))
            state, events = game.apply_move(state, seat, move)
        event_count += len(events)
        event_log.update(_canonical(events))
        states.append((state, state_digest(state)))
        trajectory.update(states[-1][1].encode())
    # a step returns a new state and leaves its input untouched: every state of the match
    # still reads as it did when it was produced
    for index, (kept, digest) in enumerate(states):
        assert state_digest(kept) == digest, f"state {index} was changed by a later step"
    views = [game.view(state, 0), game.view(state, None)]
    return {"steps": steps, "events": event_count, "state": state_digest(state),
            "legal_moves": offered.hexdigest()[:16], "event_log": event_log.hexdigest()[:16],
            "trajectory": trajectory.hexdigest()[:16],
            "views": hashlib.sha256(_canonical(views)).hexdigest()[:16]}


# The rules each game's values below were recorded under (engines' Game.rules_version).
RULES_VERSIONS = {"petits-chevaux": 1, "royal-turf": 1, "amazones": 3, "poney-mon-amour": 2}

# case id -> (steps, events, final state SHA-256, legal moves, event log, trajectory, views)
GOLDEN = {
    'petits-chevaux/2p/seed1/default': (
        685, 707, '37d82729a58a8864c49856fee1dbd6e64dc8722492628ea2ad5af9cbb133de38',
        '01664d5a6be796fe', '26a038a364b05394', '88ac7f5433369f70', '0263a5276a07303a'),
    'petits-chevaux/2p/seed20261129/default': (
        480, 510, 'e82e27b360834c3a1b44d5061cf8532ab6da2a31d616b2a0ace4b019071453d1',
        '63d2579bdc6fd0c0', '8b7fd81cf4287c49', '29fd4e8461847da1', '89c87bddc46b42b2'),
    'petits-chevaux/2p/seed9007199254740991/default': (
        379, 418, '121798386bd0d7cb2854d3f0ab92f423299a0bbf4b05ab3b6fd834aeffd642c5',
        '7b23fc45ff5c9cad', '66b33c93d4312289', 'f067911af0c987d0', '76b2e838dc21a944'),
    'petits-chevaux/3p/seed1/default': (
        549, 590, 'd6ecadc75424ca68ade02c6d2297bd3b85a6d942cba8350ae478d13faf5f5d7e',
        '0e429a337aa37dd1', '5f21a4c34671d317', '388e5d30d54fc677', '0c56711e023f6580'),
    'petits-chevaux/3p/seed20261129/default': (
        699, 747, '2c02cdb0a8134d97399d91e0f7c056b4068d4de591ab5515e0eb28726f7cbb1c',
        '0cffc64810767b7d', '4b3cbcf2ce1b3062', 'd1a924cfa90a4b54', 'ca8ef6d80209785f'),
    'petits-chevaux/3p/seed9007199254740991/default': (
        507, 560, '7d256777f377b1a12168e1a4b8d3495552ea478f63496dfe3605d1e45223b7e7',
        '671f93958ac2b4c7', '75f8245473d7b5c4', '695bcc73d976724e', '12aa054d8485de2f'),
    'petits-chevaux/4p/seed1/default': (
        709, 786, '493e864a337a856d22dfe3f27483b61a46a8d0264c58b41a906116c011eb9395',
        '4db30440c5ddd827', '6e940a7c516de209', '798cad91b45f403c', '9910828dc5358422'),
    'petits-chevaux/4p/seed20261129/default': (
        515, 581, '1c9c0a36652d8e99c6d5c523dc83ac1a855e6671c40c4e9a963f3bfac8745e46',
        'ba794ffc8b6df47a', '18bdec8bd391ea38', '1471ff9da0008b78', '2321cd26ef376216'),
    'petits-chevaux/4p/seed9007199254740991/default': (
        861, 941, 'edf496cff8e8592766e4ce3ec9c82b13f0bd7e19908b2b930973ea2ac8ac3621',
        '46a526008c26e3e8', 'ce96384fd9ea3343', 'debf1277a899d5ce', 'e532cfc5a780ab5e'),
    'petits-chevaux/2p/seed1/97b75f': (
        860, 965, '5102e2e7db180831257f7da2d4c98cae99677fda2f06afca760b80d93ed978e1',
        '26fb97fd19b4271f', '2efa673992cf3475', '584216fd2422ef64', 'a07dca66c3cfad63'),
    'petits-chevaux/2p/seed20261129/97b75f': (
        677, 732, 'd8862b80b3f2aef5936dc2a6bb9d6244a4e360864ffa4d765cad68f4cf8661f6',
        'e5f80a4db24fc2e4', 'f0d89a2bee0cee3e', 'a13bb5e1678f7a4e', '6cb69e39eb3f9b9c'),
    'petits-chevaux/4p/seed1/97b75f': (
        2253, 2552, 'c71ded891f860edcfbdaca3035d0c40a795b207158ea0e5d3dc38d1c85b95580',
        '14a1bc2405561c65', '5008a0bfcf6cb707', '23dce3d5015d1af6', 'b524f5ad4ce8ddb6'),
    'petits-chevaux/4p/seed20261129/97b75f': (
        1824, 2026, '2cd58ca33490ff3c79a4bdf0e40caccc61c14483cf3d4345bddf2cc390addab9',
        '28983ed88650a54b', '19c0d3eb57e88fd3', '463bbb5492ab6d56', 'a5cc5034e59a7570'),
    'petits-chevaux/2p/seed1/42ea15': (
        295, 390, '1f21b9b4cccd2b700edd917f78dad14b7f5752824a533baa52fe2c905df8792c',
        'e4e71466246f1b43', '52bd7db50deb362c', '8a4f18e831601202', '37a278981344abc7'),
    'petits-chevaux/2p/seed20261129/42ea15': (
        406, 499, '588b34b3cea6538e3c94308eb6e467585c44947eface3e319dda26222f8c315c',
        'c4c77457fbdad1be', '20b500c5c1249ecd', 'dd9806fdc6448029', '448f81867cf5fdf0'),
    'petits-chevaux/4p/seed1/42ea15': (
        592, 681, '01fa336a4f92f9d318e0e89e5c9442bb0dc98ed17da3f610116f9a0d8786e038',
        'd8de7440086a20b2', '4d0c899d05d8de3f', 'ffa262fdec00003f', '6bac24093ab57e23'),
    'petits-chevaux/4p/seed20261129/42ea15': (
        650, 827, '3b621b81a8c691df8753fd38d21023e278bfc7db16dd736c81800a69af1670ed',
        'e69219b0945f3d7d', '82d60979d6ccb475', '7833ebc4d8d48eca', 'f419ed38b4367cc6'),
    'petits-chevaux/4p/seed1/default/ai': (
        545, 654, 'f04943c5347a317fa26a17d35c1c2dbafc7ec52696496a963825063c5d1cb88d',
        'd23fde8515d54a84', 'ed82692984c3b68f', 'd8b0395d1c23d549', 'c2bfc5fcc10dea68'),
    'royal-turf/2p/seed1/default': (
        331, 368, '204380eea0522cc35819eb78c8d38473b8b16af50c1f85fcd3d538e7ea84d858',
        'e9e75bf9c4e1aedc', '3415b98e6fcc2957', '9d76b098a8736c8c', '7b8b403d912b0271'),
    'royal-turf/2p/seed20261129/default': (
        309, 344, '26f371275b6369568b3e4c5075935555029e44192726c176580c7f4c96c85edb',
        '4efc2d537a4ac0df', 'c8ad513f7210cb23', '092dafa4b95e5d9a', '4f4983bbed10be4b'),
    'royal-turf/2p/seed9007199254740991/default': (
        339, 377, '4bdd6c42cf07ffab6c24f51031a7dcdf4402367019f30bc4efc1c188ea0ad8f6',
        '747797f0092737c1', '834ad555b0a93c23', '2b16bc057393582b', '3ac65cdee289e493'),
    'royal-turf/3p/seed1/default': (
        306, 340, '7ca3f9cbafe118ccf71e0dc22e6a105f22c8da3c7f54a52570be8f04e17052b0',
        '26fdae7cbe7fe13b', 'e474dbb6fc7be8ed', '002a486d32b5c50f', '9fc709d26f5a7573'),
    'royal-turf/3p/seed20261129/default': (
        322, 358, '7dcead66badd9880c0e7292e3fdeb9466e3d9b843b98b08fb457ddfd770cdac4',
        '8bba89b82d2f9761', 'ea255b733a33cfbb', 'acc2dc64d8360621', '5f540c25f9085dbf'),
    'royal-turf/3p/seed9007199254740991/default': (
        370, 409, 'd7db46e45bc68fef9bb7f08403aac54743f7f34c228ab45e20aa834cca0f65b4',
        '76acd1782d988f24', 'ed9f62e1d958f783', '3288808b2e2ccda4', 'c076440df4f28b00'),
    'royal-turf/4p/seed1/default': (
        357, 394, '1e8240b45084ad652a40948593dbc6232bee3eb6fbb199f89ed02809cc1ce5b9',
        'b4de669765a0fa94', 'cf27f0b96062c7f4', 'dcd3a92187ab4a5b', 'e5197546728e4957'),
    'royal-turf/4p/seed20261129/default': (
        361, 400, 'dd64303ec70b371e045e932996d84150a6d5e597dc99436322e34d1b18bb0841',
        '024b81fc958fdb03', '1bb500608e20a440', '6b3f010cbc690861', '75af166fd85a2021'),
    'royal-turf/4p/seed9007199254740991/default': (
        317, 353, '907dd8dc969a6267bba0e839fa50edc88adb6b61bb393c253ec6d0fded4a351c',
        'cf40cce8d32d7852', '926cb3a89dfbd1c0', '3b5e51da2a0e5351', 'faea0f05ff19f5ea'),
    'royal-turf/5p/seed1/default': (
        326, 360, '0cfffe5bb08890494d0402da94133afed3a0ac307dde2e146708e6a7defc3559',
        'ce6e0a2532a12ff1', '42b16603668d8659', '3411da77803a7d62', '308c8f50c53739ab'),
    'royal-turf/5p/seed20261129/default': (
        352, 389, '013891497d7fcdc069668b2646f2c11fb7a4052e0856d60f69a2bbea182acdd1',
        '8180f3885be9f943', 'b7997116b0d87e03', 'a3fd1d3df08943c4', 'b9624edf7ee953df'),
    'royal-turf/5p/seed9007199254740991/default': (
        348, 385, 'a0f90c45338473ca07c1d5b292305cf29286dd0c66a59fc0e0962d0adb4b563f',
        '0272add55e33ba51', '8fb281352e6382dc', '8ac7a64ddaa6f817', 'b1571d98de8c4ced'),
    'royal-turf/6p/seed1/default': (
        355, 390, '18984c7aaa985f5c4054d181eb404c467a77da86503e56d536cb496ebbf0b07e',
        'd64f5a7e0536f5a8', '041cd8ed2ab2d942', '6ea679b4fc4405e1', '42c107c1a966ab98'),
    'royal-turf/6p/seed20261129/default': (
        365, 402, '02c16167d3cd20e9c03a3d65f69ae1f57ba10cd0ceeb29d3efa27b99dc2b2d41',
        '51ebb1164d7b6df5', 'cb33652f5243814c', '2dc6636071399a5c', '047c9e62452903cd'),
    'royal-turf/6p/seed9007199254740991/default': (
        363, 400, '5f3d7cfcd1700bb5b1247ebd041ca6857e1748ced174602a05ed438c367d2b30',
        'dc38ef7f53760119', '3187da1283b15691', '0684a472a1d87808', '709cf937465fac0b'),
    'royal-turf/2p/seed1/b14bcc': (
        43, 51, '28471952f1b578719f7b2d06511ac311b71fab4e6a24a3ae1f374865e7e6ffd8',
        '196c02b15ec64922', '79aef6417f2fd479', '29c255d53ddc3ce1', '19c8dc4f1d7f5003'),
    'royal-turf/2p/seed20261129/b14bcc': (
        49, 58, 'd1803bbc6ec1b3e4571f6f6b363b18aaf63fa6c09dd3cae16cdb308abb94a423',
        'eb1dabe37f04cd98', '7bf220011c5d98fb', '55f7411a6d2da9dc', '5f2f26072510ae56'),
    'royal-turf/6p/seed1/b14bcc': (
        49, 57, 'f42a1a52002b12ad534a04b02e5f8317651c5a0049a9172281e3d86c8c02569d',
        '5757d3facd5bf918', '4bf3d359581b4a23', 'e5566ed1a603d92f', '508f52c2051a9604'),
    'royal-turf/6p/seed20261129/b14bcc': (
        63, 72, 'dfea1f4679d0ef9aceaf4980ebb2754750de5bdd6bff4b5651da7cdc912315a9',
        '2a6e54befe49e3ef', '4ded538cd15964ee', 'a2366c71d36cb142', '452a5a9f6ea0716d'),
    'royal-turf/2p/seed1/5cfdcc': (
        543, 598, 'dab94d4b250c97f3532d5eb1fe04c442b36783f298d6e2944dd8d4580ad88730',
        'a6c31c53df3466d9', '178927d5f97610de', '785580d81f109f1f', '664c0974d8e6acb7'),
    'royal-turf/2p/seed20261129/5cfdcc': (
        559, 615, '63c4abf4b554cbefa697fb6098f69e22992fcdfd43fd8a6384916987c75d3747',
        '6728268826eaf308', '342df2d91c3200e9', '3158ba6b028536e2', '9ed34bb07094883b'),
    'royal-turf/6p/seed1/5cfdcc': (
        595, 651, 'd0b5d915a0162a399bcbfaa398e90985c64aee159c3f17c5b9a4645171cb901b',
        '0e90390adbed60c9', 'c4c2773c44570ce9', 'cbd272389b5c82da', 'ef24b7b5e29a4b7a'),
    'royal-turf/6p/seed20261129/5cfdcc': (
        629, 687, '273a2f4e2a6cc9a9903aacf51da3d7901645ab9a8c5ef185fb32387bab5bc035',
        '88042ee52a76ac93', 'f05c52ddf4e5c3c9', 'b022af24ab692fbe', '4aeed6022529523f'),
    'royal-turf/6p/seed1/default/ai': (
        385, 424, '2837a2e72d2a9ec47286f32f2259f4129117881d98f5c98fa6185c0b67a9a4b8',
        'ace047db38266594', 'aaa8c7e2dc9bc1a0', '60b467903879270e', 'c5668adfebb6bb42'),
    'amazones/3p/seed1/default': (
        197, 264, '0482bcf8ad5d33da91b56ea693a18dd7c3353b69f3b0d1f663603535a2a9560f',
        '0a4813d4d202e5a6', 'a7bfa83f0b5f91a5', '7118710bbae7f0a8', '37b1d3baba7729c2'),
    'amazones/3p/seed20261129/default': (
        191, 258, 'c7533149f7f286a98f714778683e62bdadbcfd8f279ce045fc46939bf554f1c1',
        'acf45a6d1daed24b', 'fb98756c683d4522', '5ec7e13776e0cf43', '39d1b0b607eaf381'),
    'amazones/3p/seed9007199254740991/default': (
        213, 281, '07ee8bb4a212762bc9f225b87adeaadd2df495cf0720845970eb8255f0a2db49',
        '88843ef1ec2c94ff', '9e7282f281dbd64e', '5eb2bb6d48257195', 'ecf17bf879c2c0fd'),
    'amazones/4p/seed1/default': (
        247, 313, 'b23102547718e8c04a3bee61193f8251dd916c383c308b240047f28b1df319c6',
        '01219eb04d69b5de', 'e5f24b61ec8952b1', '7812aa5f80868d39', '0ac4f07db1a8c4e5'),
    'amazones/4p/seed20261129/default': (
        238, 305, 'b1617672f5e2935506dcefbb343e1b3b89a0807b0fef2ddcbe58e0e5c31b9100',
        '75b6a0349f92d75c', 'a74a5b563043c05d', '566075c2d49c51d7', 'b279cf7cf7c43ea7'),
    'amazones/4p/seed9007199254740991/default': (
        250, 320, 'd818c9d8c0203f3ecf600e7871c873e2e4a61b6dd0d4af0d21514040481ed95d',
        '95d6f870b966a55f', 'b4f0e0482fafb2f4', '5ce2aaa921685942', 'd83dc60f689d60af'),
    'amazones/5p/seed1/default': (
        301, 378, 'd53ff20a911b1682eadc84aa5998116f3a26d92627d9306758b604c455cf1498',
        '8cb17949144c1fb9', '01a301164826fc3c', 'e334160c0c437f9b', '1ab5b1422a74bfc8'),
    'amazones/5p/seed20261129/default': (
        275, 347, 'bb08488b9b100e19f475769bf07f3d7cb9f867d5bfbd27e9938d171e318bcc42',
        '9a74c875d47923b7', '547e79c7aca986e9', 'd991264a0478ee58', 'b503b36fbdc52d21'),
    'amazones/5p/seed9007199254740991/default': (
        302, 382, '84fb8bdddf50d7efb0c1e35dc89cc33e8d6372595a0e9bb6647300b9607833b3',
        'c9bba961074b48b8', 'f3a7e1a11e10452b', '11432a4419eefc74', '5ea8172ec04af9a1'),
    'amazones/3p/seed1/844d58': (
        225, 296, 'b863f350967a7b982fea006de84c7c6a1877ab097f59a4d8aeff5e4c27c6b711',
        'a63cff99109b10a7', '2cb1831269c9d34a', 'ec10aefe8ff76210', '25602099a3eb7569'),
    'amazones/3p/seed20261129/844d58': (
        178, 245, 'a7382de584c29d3e36d3e1c50b4a11cbdcaa87ce1ada720411599c5dd8ee734b',
        'd46a1cf4925504e6', 'c4e1ad900b7f20f9', 'c874114599dbfbf0', '0d161bcb8800d9a4'),
    'amazones/5p/seed1/844d58': (
        288, 371, '99bb077ba811f1ff988e2d24039f9f0ad5c5b3ab358db81b6ef354e0a57c96d2',
        '052584381ec74ea9', '8570aea81a250b1a', '151843910b3229cc', '6015b3b379dc4c36'),
    'amazones/5p/seed20261129/844d58': (
        283, 363, '7e0b8d50350402731ba799a0b24ddb75da5313ce75a9be7631827d3ee675a3ae',
        'cfcc2df15ff1363a', '024f9f7d4d1da13c', '90213de7097cb110', '016f337e1f8664fc'),
    'amazones/5p/seed1/default/ai': (
        238, 309, 'f3247990887e0e1e58b5460851444806dfcd49dd5ea9f9246e2a1a78140dda59',
        '905663488a932978', '4f83691f5d9f1156', '6fce5f7035417151', '577020e353db4494'),
    'poney-mon-amour/2p/seed1/default': (
        1454, 1466, 'd82c5e4d12669b7d51c008614bf1621af309b532dc4909199b72687db3a7dd04',
        'bee4c071f0609270', 'cf4aa6bdb57887d6', '9653d1763405b5ee', 'ebda382e9f40e6ea'),
    'poney-mon-amour/2p/seed20261129/default': (
        1598, 1611, '8e823008aa6c3566c62ee24e97d2632585b207c2656a6f68ef4af89c3b660853',
        '9eb18a38184bfb05', 'b9abdee1be8161bf', 'e72422e2972c1913', '2ebd481441d2fef8'),
    'poney-mon-amour/2p/seed9007199254740991/default': (
        1092, 1103, 'a77ea347aa26a000a95fc32a55407c9ddbb6f7b1ade46b98735d068f40450e4c',
        'f86e326bf05136e0', '2471ec00597ad602', 'c31109f832c1f876', 'b4a9fc28911d105f'),
    'poney-mon-amour/3p/seed1/default': (
        2394, 2415, 'df3644a7e241afbbac773fdbbfd2a845d62638ef4155948ff7eeb6ee25a6bf2e',
        '7ebfa277593c353c', 'a705eebf9cb6f5af', '06b4bd0899dddb8c', '1d1c004c07414d53'),
    'poney-mon-amour/3p/seed20261129/default': (
        2116, 2135, '39fd098e7b90f556028d8bc618b77684cc099dc803dae6e7f747efc5867feaba',
        '684eedd61e987d1a', 'fb11ee892010769d', 'd8fa39ba34bf6362', 'a4e9199c300f175d'),
    'poney-mon-amour/3p/seed9007199254740991/default': (
        2394, 2418, 'f3e057ef78d8506b02ac828e2d01abf2ac0f10505ce414b21b728e77ffcd3788',
        '4fb3ad269f2dda4b', '17f24c745cb444d9', 'b06faa68e0032476', '7964303d3cde7a90'),
    'poney-mon-amour/4p/seed1/default': (
        2848, 2881, '4ecf73300f2071af6c7ba47c2e90e6df6b39c90cd2337841feb4b066924bdf34',
        '3f7137ac0a3e2f78', 'b212e171f9259eb7', 'e590269de299c34f', 'd5077536b0ada200'),
    'poney-mon-amour/4p/seed20261129/default': (
        2882, 2912, '0bd8bc1bd9921b508222ca2a08e98bba2bca1c73222af8d40a220d45a460a0f7',
        '25dcdf384beb4af0', 'b3563ed4b11a3ad6', '05d23cddab1641a6', 'a208a56c9bfcbf27'),
    'poney-mon-amour/4p/seed9007199254740991/default': (
        3188, 3225, 'c3b6684cfd5f6d8614aec54bb9e9d01d668d5cc673bdd1e8ffbb7814905d1826',
        '50e46c9e9966fb0f', '09836efff6377df3', '536ea20973df3566', '43c8c983a466207e'),
    'poney-mon-amour/2p/seed1/347cc8': (
        1598, 1610, '91df0ebac99a6d65088da320b364252555f3d1df7c171539a49f9ead511d7f14',
        'eaad4a0681076fa1', 'b4bc513d045232ab', 'd54cfbc6ac8bab0c', 'f16b7be81fe170b6'),
    'poney-mon-amour/2p/seed20261129/347cc8': (
        1598, 1610, '0364865a1327b2a3415ec0a01a2b85a571a10166c8349fbbbe00c57dabff151b',
        '46ee4686daa16e77', 'bbd6793d1de89dd7', 'df139fe1f462894d', '82b6062d4267107c'),
    'poney-mon-amour/4p/seed1/347cc8': (
        3188, 3217, 'de3ac649019601abc9d1ba5d1f3f881a1969e9969455ee217e85fe3499062aba',
        'de97839b4648ac5a', '1b9ffabe0c68e855', 'b2de2cfa8e9ea9ca', '879d9facdb8f182b'),
    'poney-mon-amour/4p/seed20261129/347cc8': (
        3188, 3215, '7610d7665f92780593d257134575a5406cbf4454d87dfac1cf857dd1d2d12e1f',
        '6cd012d1a1dfe2d1', '1b3a59480cad9f22', 'a34daae8229be23d', '22113289736da8a7'),
    'poney-mon-amour/2p/seed1/ce1c0a': (
        38, 44, '58dba19c47dc0b76e293453a203398e687ae8a4d071f38dde9688fcca029fd39',
        'ac8595302746a5c8', 'c1318fe19b971a26', '55e94ef50209f941', '0d7b4f3e5b0bf5fd'),
    'poney-mon-amour/2p/seed20261129/ce1c0a': (
        38, 44, '03526c40d234bb9d385b4a2a86bfbc0d73e768d344066b29ffcdd496a28f55cd',
        '4d9223d436b39acc', 'd79e305964a99df0', '6b35c47263a35768', '8934013d7b96f961'),
    'poney-mon-amour/4p/seed1/ce1c0a': (
        68, 78, '0a420c8ff460af7b14989f83f509aec829017d6b8bcf93f31794b833d1f2798c',
        '5234ba59e57eae03', 'b1cb1f96d0d0235b', 'fe6e7c579e662209', '935ca216117f76ba'),
    'poney-mon-amour/4p/seed20261129/ce1c0a': (
        68, 78, 'b70d36669a602e1d2e00f0771449fa267969120421146e73d8a73e07e1f18371',
        'b528a1696b42c041', '9c3652c3a2abe722', '00ac85db3cc01d0b', '374272a552a58650'),
    'poney-mon-amour/4p/seed1/default/ai': (
        1554, 1579, 'd9a27eff37f63ee60a3829035d7d54683513e72c3201028ab040235813cb9fe4',
        '5a216ed37fbebcf1', '63b2ebc5517e1fd4', '06a5b24ee481ea03', '48d8a587741e5355'),
}


@pytest.mark.parametrize("case", cases(), ids=lambda case: case_id(*case))
def test_random_play_ends_as_recorded(case):
    summary = play(*case)
    assert tuple(summary.values()) == GOLDEN[case_id(*case)]


def test_the_values_were_recorded_under_the_rules_the_engines_play():
    assert {g.id: g.rules_version for g in GAMES.values()} == RULES_VERSIONS


def test_every_game_and_player_count_is_covered():
    covered = {(game_id, players) for game_id, players, *_ in cases()}
    assert covered == {(g.id, n) for g in GAMES.values()
                       for n in range(g.min_players, g.max_players + 1)}
    assert set(GOLDEN) == {case_id(*case) for case in cases()}


if __name__ == "__main__":  # prints the golden table from the engines as they are now
    versions = ", ".join(f"{g.id!r}: {g.rules_version}" for g in GAMES.values())
    print(f"RULES_VERSIONS = {{{versions}}}\n")
    print("GOLDEN = {")
    for case in cases():
        print(f"    {case_id(*case)!r}: (")
        summary = play(*case)
        print(f"        {summary['steps']}, {summary['events']}, {summary['state']!r},")
        print("        " + ", ".join(repr(summary[k]) for k in
                                     ("legal_moves", "event_log", "trajectory", "views"))
              + "),")
    print("}")
