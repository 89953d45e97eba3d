"""Outside players written from the rules pages alone, apart from our bots (they share no code with
game/<id>/bot.py or ai_*): the yardsticks the arena judges our levels against ("peer:tests.peers.<name>").
"""
