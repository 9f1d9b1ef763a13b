"""Golden replays: random legal play of every game, with every player count, several seeds and
some non-default options, must end exactly as it did when the golden values were recorded;
so must a match of each game between its `greedy` and `random` AIs.

Each case plays to the end (scoring rounds whenever the engine waits for it), the move picked
by a seeded `random.Random` among `legal_moves` in the engine's order (or by the seat's AI),
and is summed up by the number of steps and of events, the SHA-256 of the final state
(canonical JSON, as in engines/replay.py), and digests of every legal-move list offered, of
every event, of every intermediate state and of the final views of seat 0 and of a spectator.
The values were computed before the engines were optimised for speed: they prove that no
optimisation changed what the games do. Should a rule change on purpose, print the new values
with `python tests/engines/test_golden_replays.py` and review the diff.
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
    "amazones": (),  # the game has no options
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
    state, events = game.setup(players, game.resolve_options(raw_options, players), seed)
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
        198, 264, 'af902fe06ec742812bde07164f56995387132428e8ff2d87fec413dcb5ef9a0a',
        '6729dfe57ffd0338', 'a5fb20347ce2720f', 'e3c802f3781689f2', '6d0c268d7ce0ae64'),
    'amazones/3p/seed20261129/default': (
        189, 257, '5e59b203957b5b41074ae297a2b8a7f07a46fa8aab1233d886dbf5af4e179bc7',
        '8785e6a8e4e6883c', 'bd058881c8f9682e', 'e880b7721770f841', 'ba42f9d6be27ce34'),
    'amazones/3p/seed9007199254740991/default': (
        212, 278, '26b9e10ce7717e6de8a5745ef86bb2336a90d94a71eaed4f1d5e2e7ac1fd8c22',
        '8fab9277150a9c4f', 'ea43a7cd099a5218', '88882bdeae44bd13', '94bc9f825b2f2fc0'),
    'amazones/4p/seed1/default': (
        247, 322, 'b786250628fa119d4ac891d7a46d473754fcd5002d13959eca014d7d6bacf702',
        '73f21acda17a21fd', '3f843d233523f452', '04fb72fd019edb19', 'cf213faef442c3bf'),
    'amazones/4p/seed20261129/default': (
        217, 284, '4b2d2f9d226413ecfdf30911b4ce0047abaa0a4fc07689741223a45731b0f460',
        'e7a2e771725ec365', '70ce47cdc2700995', '59eddaff797a9b43', '04066b1ce0d353b7'),
    'amazones/4p/seed9007199254740991/default': (
        259, 330, '027e229143bc06738847d8fe46eaa91d9e0438efab243578525628dab3bb81eb',
        '95ff4647913d767a', '21403fbe7c99a192', '8d0cc4483d837283', 'd98389c790ca516a'),
    'amazones/5p/seed1/default': (
        280, 355, 'ca65952ed0660d6121e4543d91325a5d16b6725ea69db5ba0df0c33ea4418cc6',
        '2f51cdc5e32c5922', 'e0ee0314c6858fbf', 'b4710edd60031903', '7f513d922dab4122'),
    'amazones/5p/seed20261129/default': (
        263, 339, '7ffc92420c30a34257b9f963d809a0c63278c3899f039dd2f3f6bde0f401227f',
        '59a9efca11a2c2ea', '8edca26f904ad520', '4068baa96d1b6d3e', 'b938e90b21f76a75'),
    'amazones/5p/seed9007199254740991/default': (
        306, 385, '0dd780ab233d677ec7df8e3fbb32dace34535a3a3b5b5ebcad4edf2c222b2380',
        '4779ba337b04ab7a', 'abab32105ca10e28', '0a6c9b681e208378', '3c8d04e6e570ccba'),
    'amazones/5p/seed1/default/ai': (
        257, 335, 'e3d49b8d51d90f0aee9b52aba311d7a36b1c0b25782da583798750b7520f2f01',
        '31449b5f71ac929b', '6edd777d644eb0d8', '4dc4b3b998a6e58f', '6d7980cecd85a3d5'),
    'poney-mon-amour/2p/seed1/default': (
        1368, 1380, '40e00d91f5660dd7fa6137f2ed8499868b14694a129d7d2e4378710f04c166a6',
        'c0680e692b1d18cc', '5485f59f0ba55a26', '4be6aee20e02c54b', '4e8dff1a42a71fe1'),
    'poney-mon-amour/2p/seed20261129/default': (
        1038, 1047, '98f13eaba61f3186c223be89c6ae4bc06e7ef8bcff75a6d32e3c273aee01f869',
        'ac19997c1b421a5c', '7e84ebb95626a6f8', '19da4fee596f3122', '4ff3e83480525df2'),
    'poney-mon-amour/2p/seed9007199254740991/default': (
        908, 919, '5ba1bf1df554796b07ec10c86ac3876d9f5d23cc1108df180fd154721d8d24e6',
        '6cbcfe39d2e94a31', 'ad40302b033e015e', '9d6895801a928a8b', '525593b4e1bfd0ce'),
    'poney-mon-amour/3p/seed1/default': (
        2394, 2415, '1542b42eb3f0d9d4b992772077fde274c5c479a10fcb6cfe2b804ed1dc752d65',
        'ded654a818da750f', '803baea5c38bbba8', '92bc1b84b9232dbe', '289844284f82505d'),
    'poney-mon-amour/3p/seed20261129/default': (
        1982, 2001, '750a72679abc82cd3100bdb9f336d31cf43eba9290f514fc991bbdb02beb73ff',
        '2f1befcd0856df0d', 'ebd20a8785418b9e', '8711a38dccae09f7', '90fff67731f8f1bc'),
    'poney-mon-amour/3p/seed9007199254740991/default': (
        2040, 2060, '2a54a53127f708763f93d518459bbaa26e122b1fc4a431ab46f4b1e264fd2121',
        '0a59e077bfff87bf', 'ea73e33bca13f6ee', '6a15472b8e7a8a65', '57104facae220650'),
    'poney-mon-amour/4p/seed1/default': (
        2736, 2764, '534da325668dd8dc8e047506fac97c354a116fa8774cafa4dd8cf0382b20c196',
        '23cdd2c04ab2aa53', '7c519d0702666731', '2f8e0b2c60ca1056', '739ad2094b117d0d'),
    'poney-mon-amour/4p/seed20261129/default': (
        3188, 3222, '51ff1db78487f5255cee276b7f16593510521fe640576b4655f50b247c1db27b',
        '06f115d973be6d3d', '675a0c52f91b4134', '7c554b88e74d44f6', '9d0b0797700eea9d'),
    'poney-mon-amour/4p/seed9007199254740991/default': (
        2804, 2831, '96b8eee00e0fd5683c7bfe03d48fe5bb16b3130ab3828dbcfcdb8cbc86cb7da3',
        'f5502ba30bf07058', '357c338450c99b37', '5b168cab4b944f62', '734e4b31ddf64e6d'),
    'poney-mon-amour/2p/seed1/347cc8': (
        1598, 1610, 'e330b9d796a111bfad554d965311441a8e543656028765f4d9a4eb76e86ef15f',
        'a8330552bf52938a', 'b9c23d1c79765b70', '26050f11c1d1ce30', '539635b0ed00d29d'),
    'poney-mon-amour/2p/seed20261129/347cc8': (
        1598, 1610, '1a4fd38aed03db8a7569f9be0282dda809cc3e6a2ec26f2de4fa8ba83aafd2a7',
        '80430990d5f48db8', 'b191171272dc5224', '69d087f7d16d4c12', '5c42311bad1f7cc6'),
    'poney-mon-amour/4p/seed1/347cc8': (
        3188, 3216, '01877b690a54d76513aed1aa7091604508317299fc0998cb5d22e585ab364984',
        '838958e3415a7cc1', 'c0a1f5c70a748eb6', '702159a255cfd586', '279c6654a047870e'),
    'poney-mon-amour/4p/seed20261129/347cc8': (
        3188, 3213, '0c97747e9fa351105b8742a2a19eaebc1f7feab64de929fb63efee5f380aa36d',
        '30518debdf2d6025', 'a347bbc0cf8e1ec3', '745808602b5b8891', '405468f97f99a1a3'),
    'poney-mon-amour/2p/seed1/ce1c0a': (
        38, 44, '898d4a29f8b8e37e8a6f7852589920535be593f9e56d31e49b350ebdca017279',
        'ac8595302746a5c8', 'c1318fe19b971a26', 'd47c55dd3c7d20c5', '7a96144f70b6cbaf'),
    'poney-mon-amour/2p/seed20261129/ce1c0a': (
        38, 44, '78550a21a925f3fab34a0eee65dce990902dc1e09f3c69d8e5c141bab62b7eab',
        'c54b0343f3bd6f8c', 'ea46723d71ce20b3', 'f76780df606217de', '3db9aa747a6d07c5'),
    'poney-mon-amour/4p/seed1/ce1c0a': (
        68, 78, '91a0cdd9d02f45410cb1c833c7a37b8be74f3048b74ef1bf23d083000b7aae66',
        'a5dfa5838fd2a27e', 'a53a898ec672d4f4', '40e4fb8b41e13457', 'e5f52cce7ba66f89'),
    'poney-mon-amour/4p/seed20261129/ce1c0a': (
        68, 78, '73b31ee86a6fe4d7e11e45fe965bf00dca7550e61ad6d50bb1b6932f7fd907e2',
        'b528a1696b42c041', '9c3652c3a2abe722', '4878ce83a775b362', 'aefba65e2985e0e4'),
    'poney-mon-amour/4p/seed1/default/ai': (
        1396, 1418, '1ac0a731a15d1d9f42a699730b528ba542074e2bba371fd5da8fa98dce369eb5',
        '52e550baf45d1836', '8ba0c6db3b376959', '8a81abeeeb6bddcb', '062888ec71d8193b'),
}


@pytest.mark.parametrize("case", cases(), ids=lambda case: case_id(*case))
def test_random_play_ends_as_recorded(case):
    summary = play(*case)
    assert tuple(summary.values()) == GOLDEN[case_id(*case)]


def test_every_game_and_player_count_is_covered():
    covered = {(game_id, players) for game_id, players, *_ in cases()}
    assert covered == {(g.id, n) for g in GAMES.values()
                       for n in range(g.min_players, g.max_players + 1)}
    assert set(GOLDEN) == {case_id(*case) for case in cases()}


if __name__ == "__main__":  # prints the golden table from the engines as they are now
    print("GOLDEN = {")
    for case in cases():
        print(f"    {case_id(*case)!r}: (")
        summary = play(*case)
        print(f"        {summary['steps']}, {summary['events']}, {summary['state']!r},")
        print("        " + ", ".join(repr(summary[k]) for k in
                                     ("legal_moves", "event_log", "trajectory", "views"))
              + "),")
    print("}")
